/** Words of the page frame (Layout.tsx). */
export const LAYOUT_LABELS = {
  skipLink: "Zum Inhalt springen",
} as const;
