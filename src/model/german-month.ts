// A module of its own: reviews, the proof strip and the gallery show months on every landing page, and
// need nothing else of calendar-day.ts (whose date-fns and time zones would load with them).

/**
 * German month names, written out: Intl.DateTimeFormat would say the same, but building the first
 * German formatter while a landing page hydrates cost ~60 ms of a 4× throttled phone's start
 * (CPU profile of /hochzeits-dj-hamburg). A unit test holds these names against Intl's.
 */
export const GERMAN_MONTHS = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
] as const;

/** "2025-06" → "Juni 2025" (a review's month); undefined for anything that is no month. */
export function formatGermanMonth(month: string): string | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(month.trim());
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return undefined;
  return `${GERMAN_MONTHS[Number(match[2]) - 1]} ${Number(match[1])}`;
}
