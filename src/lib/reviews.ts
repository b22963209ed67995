/** Where a testimonial comes from, as content gives it (content/testimonials/testimonials.yaml). */
export interface ReviewOrigin {
  place?: string | null;
  city: string;
  region?: string | null;
}

/** The place a testimonial shows: "HafenCity, Hamburg", "Gut Basthorst, Schleswig-Holstein", "Lübeck, Schleswig-Holstein". */
const containsWord = (text: string, word: string) => text.split(/[\s,()-]+/).includes(word);

export function reviewPlaceParts({ place, city, region }: ReviewOrigin): string[] {
  const parts = [place, place && city && containsWord(place, city) ? null : city, region].filter((p): p is string =>
    Boolean(p && p.trim()),
  );
  return parts.filter((p, i) => parts.indexOf(p) === i);
}

export const reviewPlace = (origin: ReviewOrigin): string => reviewPlaceParts(origin).join(", ");

/** Whether a testimonial visibly names `name` (a city or region) as where it comes from. */
export const reviewNames = (origin: ReviewOrigin, name: string): boolean =>
  reviewPlaceParts(origin).some((part) => part === name || containsWord(part, name));

/** A page may say "Kunden – auch aus {city}" only when a review it shows visibly comes from there. */
export const hasReviewFrom = (reviews: readonly ReviewOrigin[], name: string | undefined): boolean =>
  Boolean(name) && reviews.some((r) => reviewNames(r, name!));

/**
 * The reviews a page shows first: those of its occasion (hochzeit …), then those from its place
 * (a city or region the review visibly names), then the rest – each group in content order.
 */
export function fittingFirst<T extends ReviewOrigin & { occasion: string }>(
  reviews: readonly T[],
  { occasion, place }: { occasion?: string; place?: string },
): T[] {
  const rank = (r: T) => (occasion && r.occasion === occasion ? 0 : place && reviewNames(r, place) ? 1 : 2);
  return reviews
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .map(({ r }) => r);
}

/** How many testimonials a reviews block shows, the best fitting first: a wall of quotes would bury the ways to enquire. */
export const REVIEWS_SHOWN = 3;
