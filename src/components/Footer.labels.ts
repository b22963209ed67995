/** Fixed words of the footer that are no content of their own (the rest: content/texts footer). */
export const FOOTER_LABELS = {
  /** The services list's link to /referenzen (content/events). */
  references: "Referenzen: gespielte Feiern",
} as const;
