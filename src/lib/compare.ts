/**
 * Orders two strings by their UTF-16 code units: for paths and ids, the same order on every
 * machine and in every browser. `localeCompare` builds a collator on its first call; inside a
 * landing page's render that cost ~50 ms of a 4× throttled phone's start (measured on
 * /hochzeits-dj-hamburg, CPU profile of the load).
 */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
