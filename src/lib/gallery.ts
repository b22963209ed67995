/** What the photo selection reads of a gallery entry (content/gallery/gallery.yaml). */
export interface PhotoFacts {
  occasion: string;
  city: string;
}

/**
 * The photos a page shows: those of its occasion first, then those from its place, then the rest,
 * each group in the editor's order; at most `limit`.
 */
export function photosFor<T extends PhotoFacts>(
  photos: readonly T[],
  { occasion, city }: { occasion?: string; city?: string },
  limit: number,
): T[] {
  const rank = (p: T) => (occasion && p.occasion === occasion ? 0 : city && p.city === city ? 1 : 2);
  return photos
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .slice(0, Math.max(0, limit))
    .map(({ p }) => p);
}
