const GERMAN_MONTHS = [
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
];

/**
 * "2025-03-10T09:00:00+01:00" → "10. März 2025". The calendar day is read from the ISO string
 * itself, so the result does not depend on the time zone of the machine that builds the site.
 */
export function formatGermanDate(iso: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const monthName = GERMAN_MONTHS[Number(month) - 1];
  return monthName ? `${Number(day)}. ${monthName} ${year}` : undefined;
}

/** The date an article shows: its own `date` if the editor wrote one, else the German form of publishedAt. */
export const displayDate = (date: string | null | undefined, publishedAt: string): string =>
  (date && date.trim()) || formatGermanDate(publishedAt) || "";

/** Reading time as shown on cards and articles: 6 → "6 Min. Lesezeit". */
export const formatReadTime = (minutes: number): string => `${minutes} Min. Lesezeit`;

/** dd.MM.yyyy as the form service expects it. */
export function formatDayMonthYear(date: Date): string {
  const dd = String(date.getDate()).padStart(2, "0");
  const mm = String(date.getMonth() + 1).padStart(2, "0");
  return `${dd}.${mm}.${date.getFullYear()}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `deadline`, rounded up; 0 or less means the deadline has passed. */
export const daysLeft = (deadline: Date, now: Date): number => Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS);

/** "24.12.2026" → local Date; null for anything that is not a real calendar day. */
export function parseGermanDate(text: string): Date | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}
