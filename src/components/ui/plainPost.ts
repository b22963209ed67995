/**
 * A form's attributes for its plain post, what it does without JavaScript (or before the app has
 * taken it over): a multipart POST to the form service. No action when none is configured.
 */
export const plainPost = (endpoint: string) =>
  ({ method: "post", action: endpoint || undefined, encType: "multipart/form-data" }) as const;
