/** The fixed words of a page's FAQ section (FaqSection.tsx). */
export const FAQ_SECTION_LABELS = {
  /** The fold of the further questions of a long list. */
  more: (count: number) => (count === 1 ? "Eine weitere Frage" : `${count} weitere Fragen`),
} as const;
