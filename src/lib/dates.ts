import { formatGermanDate, localDate, parseGermanDay } from "../model/calendar-day";

/**
 * Dates as pages show them. How dates work (days, time zone, German names) is defined once, in
 * src/model/calendar-day.ts; the helpers there are re-exported for the modules that import them here.
 */
export { daysLeft, formatDayMonthYear, formatGermanDate } from "../model/calendar-day";

/** The date an article shows: its own `date` if the editor wrote one, else the German form of publishedAt. */
export const displayDate = (date: string | null | undefined, publishedAt: string): string =>
  (date && date.trim()) || formatGermanDate(publishedAt) || "";

/** "24.12.2026" → local Date (a date picker's day); null for anything that is not a real calendar day. */
export function parseGermanDate(text: string): Date | null {
  const day = parseGermanDay(text);
  return day ? localDate(day) : null;
}
