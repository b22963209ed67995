/** Absolute URL of a site path; one policy for the whole site: no trailing slash except the root. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = siteUrl.replace(/\/+$/, "");
  const clean = `/${path.replace(/^\/+/, "")}`.replace(/(.)\/+$/, "$1");
  return `${base}${clean}`;
}
