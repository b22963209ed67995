/**
 * Texts compared by their word sequences (shingles): for the built landing pages (src/checks/own-text.ts)
 * and for the city files in the content check (the cities collection's rule).
 */

/** Words as a search engine compares them: lower case, letters and digits only. */
export const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The text's sequences of `size` words, each once. */
export function shingles(list: readonly string[], size: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= list.length; i++) out.add(list.slice(i, i + size).join(" "));
  return out;
}

const intersectionSize = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  let n = 0;
  for (const s of a) if (b.has(s)) n += 1;
  return n;
};

/** Share of word sequences two texts have in common (Jaccard): 0 (nothing) to 1 (the same text). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  const shared = intersectionSize(small, large);
  return shared / (a.size + b.size - shared || 1);
}
