// A module of its own: reviews, the proof strip and the gallery show months on every landing page, and
// need nothing else of calendar-day.ts (whose date-fns and time zones would load with them).

let monthFormat: Intl.DateTimeFormat | undefined;
/** "2025-06" → "Juni 2025" (a review's month); undefined for anything that is no month. */
export function formatGermanMonth(month: string): string | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(month.trim());
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return undefined;
  monthFormat ??= new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" });
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)));
}
