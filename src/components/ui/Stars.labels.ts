/** The star rating's accessible name (Stars.tsx): the number is read out, the stars are decoration. */
export const STARS_LABELS = {
  rating: (rating: number, max: number) => `${rating} von ${max} Sternen`,
} as const;
