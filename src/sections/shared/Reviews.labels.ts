import { formatOneDecimal, formatWholeNumber } from "../../lib/german-number";

/** The rating line of the reviews block (Reviews.tsx): value, count and the profile they are counted on. */
export const REVIEWS_LABELS = {
  /** "4,9 von 5 Sternen" */
  value: (value: number) => `${formatOneDecimal(value)} von 5 Sternen`,
  /** "150 Bewertungen auf ProvenExpert" */
  count: (count: number, profile: string) => `${formatWholeNumber(count)} Bewertungen auf ${profile}`,
} as const;
