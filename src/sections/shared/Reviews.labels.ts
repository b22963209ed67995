/** The rating line of the reviews block (Reviews.tsx): value, count and the profile they are counted on. */
export const REVIEWS_LABELS = {
  /** "4,9 von 5 Sternen" */
  value: (value: number) =>
    `${value.toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} von 5 Sternen`,
  /** "150 Bewertungen auf ProvenExpert" */
  count: (count: number, profile: string) => `${count.toLocaleString("de-DE")} Bewertungen auf ${profile}`,
} as const;
