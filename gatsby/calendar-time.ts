import type { IsoDay } from "../src/lib/availability";

/**
 * Wall-clock time in a named time zone, with nothing but Intl: a calendar event's start and end
 * become a Hamburg calendar day and a time of day, whatever zone the calendar wrote them in and
 * whatever zone the build machine runs in.
 */

/** Where the DJ works; every calendar day on the site is a day in this zone. */
export const HOME_TIME_ZONE = "Europe/Berlin";

const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows the zone ("Europe/Berlin" yes, Outlook's "W. Europe Standard Time" no). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time in `timeZone` at the instant `epochMs`. */
export function wallTimeAt(epochMs: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatFor(timeZone).formatToParts(epochMs))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const asUtc = (t: WallTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

/**
 * The instant at which clocks in `timeZone` show `wall`. In the hour skipped in spring the time is
 * read with the offset before the change (02:30 → 03:30 summer time); in the hour repeated in
 * autumn, the first of the two.
 */
export function instantOf(wall: WallTime, timeZone: string): number {
  const target = asUtc(wall);
  const offsetAt = (ms: number) => asUtc(wallTimeAt(ms, timeZone)) - ms;
  const before = offsetAt(target - DAY_MS);
  const after = offsetAt(target + DAY_MS);
  const matching = [target - before, target - after].filter((ms) => asUtc(wallTimeAt(ms, timeZone)) === target);
  return matching.length ? Math.min(...matching) : target - before;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar day of a wall-clock time, "2026-12-12". */
export const dayOf = (t: Pick<WallTime, "year" | "month" | "day">): IsoDay => `${t.year}-${pad(t.month)}-${pad(t.day)}`;
