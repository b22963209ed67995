import { addDays as addCalendarDays, isExists } from "date-fns";
import { millisecondsInDay } from "date-fns/constants";
// The subpath, not "@date-fns/tz": the package root also loads TZDate (1.4 KB gzipped more in the browser).
import { tzOffset } from "@date-fns/tz/tzOffset";
import home from "./home-time-zone.json";
import { GERMAN_MONTHS } from "./german-month";

/**
 * Calendar days and the home time zone, for the build (gatsby/), the browser (src/) and the content
 * checks alike; the one place that knows how dates work. A day is a plain "YYYY-MM-DD" string
 * throughout: no Date at UTC midnight that turns into the day before in Hamburg, no dependence on the
 * visitor's or the build machine's time zone. Where a day meets a clock (today, a calendar event, a
 * publishing time), the clock is read in the home zone with @date-fns/tz (tzOffset: machine-independent,
 * unlike TZDate's constructor from fields). Arithmetic and validity run on date-fns over local Dates
 * that are never read as instants, which gives the same days in every time zone that has not skipped a
 * whole day (only Samoa did, on 30 December 2011). German names come from Intl: date-fns' `format` with
 * its German locale would add 7 KB gzipped to every page that shows a date; Intl adds nothing.
 */

/**
 * Where the DJ works; every calendar day on the site is a day in this zone. Written once, in
 * home-time-zone.json, so that plain Node scripts (scripts/enquiry-inbox.mjs) read the same value.
 */
export const HOME_TIME_ZONE: string = home.timeZone;

/** A calendar day, "2026-12-12". */
export type IsoDay = string;

/**
 * A date as it may come from content: a string (GraphQL, the model's AvailabilityData), or a Date
 * where a script reads the YAML with js-yaml, which makes one of an unquoted 2026-12-12.
 */
export type DayValue = string | Date;

const pad = (n: number) => String(n).padStart(2, "0");
/** The one place a day becomes a string. (date-fns' lightFormat would cost 0.9 KB gzipped for this line.) */
const isoDayOf = (year: number, month: number, day: number): IsoDay => `${year}-${pad(month)}-${pad(day)}`;

// ---- Reading days --------------------------------------------------------------------------------

/** Whether the day exists (2026-02-30 does not); `month` counts from 1. */
export const isRealDay = (year: number, month: number, day: number): boolean => isExists(year, month - 1, day);

/** "2026-12-12" → the same string; null for anything that is not a real calendar day (2026-02-30). */
export function parseIsoDate(text: string): IsoDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDay(year, month, day) ? isoDayOf(year, month, day) : null;
}

/** The German form "12.12.2026" (also "1.2.2027") as a day; null for anything else or a day that does not exist. */
export function parseGermanDay(text: string): IsoDay | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDay(year, month, day) ? isoDayOf(year, month, day) : null;
}

/**
 * A content value as a day: Dates (js-yaml's reading of an unquoted date) by their UTC calendar day,
 * strings by their first ten characters; null for anything that is no real day.
 */
export function toIsoDay(value: unknown): IsoDay | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayInZone(value, "UTC");
  return typeof value === "string" ? parseIsoDate(value.slice(0, 10)) : null;
}

// ---- Counting days -------------------------------------------------------------------------------

/**
 * A day as a local Date at midnight: what date pickers (react-day-picker) and date-fns work with.
 * Only its local fields count; it is never read as an instant.
 */
export const localDate = (day: IsoDay): Date =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** A local Date (a date picker's day, the visitor's clock) as its local calendar day. */
export const dayOfLocalDate = (date: Date): IsoDay => isoDayOf(date.getFullYear(), date.getMonth() + 1, date.getDate());

/** "2026-12-12" + 1 → "2026-12-13", across months, years and the nights the clocks change. */
export const addDays = (day: IsoDay, days: number): IsoDay => dayOfLocalDate(addCalendarDays(localDate(day), days));

/** Whole days left until `deadline`, rounded up; 0 or less means the deadline has passed. */
export const daysLeft = (deadline: Date, now: Date): number =>
  Math.ceil((deadline.getTime() - now.getTime()) / millisecondsInDay);

// ---- Clocks and time zones -----------------------------------------------------------------------

/** Wall-clock time: what clocks in some time zone show. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Offset of `timeZone` from UTC at the instant `epochMs`, in ms (+3 600 000 for CET); NaN for an unknown zone. */
const offsetAt = (timeZone: string, epochMs: number): number => tzOffset(timeZone, new Date(epochMs)) * 60_000;

const knownZones = new Map<string, boolean>();
/**
 * Whether the runtime knows the zone (IANA names such as "America/New_York" yes, Outlook's
 * "W. Europe Standard Time" no). Asked of Intl itself: tzOffset would read a Windows display name
 * such as "(UTC+01:00) Amsterdam, Berlin …" as a fixed +01:00 all year.
 */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-GB", { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known;
}

/** The wall-clock time in `timeZone` at `instant` (ms or Date), to the second. */
export function wallTimeAt(instant: number | Date, timeZone: string): WallTime {
  const epochMs = +instant;
  const offset = offsetAt(timeZone, epochMs);
  if (Number.isNaN(offset)) throw new RangeError(`unknown time zone: ${timeZone}`);
  const wall = new Date(epochMs + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The calendar day of a wall-clock time, "2026-12-12". */
export const dayOf = (t: Pick<WallTime, "year" | "month" | "day">): IsoDay => isoDayOf(t.year, t.month, t.day);

/** The calendar day in `timeZone` at `instant`. */
export const dayInZone = (instant: number | Date, timeZone: string): IsoDay => dayOf(wallTimeAt(instant, timeZone));

/** The calendar day in Hamburg at the moment `now` (the local day where Intl has no time zones). */
export const berlinDay = (now: Date): IsoDay =>
  Number.isNaN(offsetAt(HOME_TIME_ZONE, now.getTime())) ? dayOfLocalDate(now) : dayInZone(now, HOME_TIME_ZONE);

/**
 * Which instant a wall time in the hour that autumn repeats stands for: the calendar import takes the
 * first (summer time), publishing times the second (winter time), as each always has.
 */
export type RepeatedHour = "first" | "second";

/**
 * The instant (ms) at which clocks in `timeZone` show `wall`. In the hour skipped in spring the time
 * is read with the offset before the change (02:30 → 03:30 summer time); in the hour repeated in
 * autumn, the first of the two unless `repeated` says otherwise.
 */
export function instantOf(wall: WallTime, timeZone: string, repeated: RepeatedHour = "first"): number {
  const target = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const before = target - offsetAt(timeZone, target - millisecondsInDay);
  const after = target - offsetAt(timeZone, target + millisecondsInDay);
  const matching = [before, after].filter((ms) => ms + offsetAt(timeZone, ms) === target);
  if (!matching.length) return before;
  return repeated === "first" ? Math.min(...matching) : Math.max(...matching);
}

// ---- German names --------------------------------------------------------------------------------

const GERMAN_WEEKDAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"] as const;
/**
 * "12. Dezember 2026", with the weekday "Samstag, 12. Dezember 2026": the names written out, as
 * Intl's German formatter would give them (a unit test holds them against it) – building that
 * formatter inside a visitor's tap or a page's hydration costs several ms on a slow phone.
 */
function germanName(day: IsoDay, withWeekday: boolean): string {
  const [year, month, date] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
  const name = `${date}. ${GERMAN_MONTHS[month - 1]} ${year}`;
  return withWeekday ? `${GERMAN_WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]}, ${name}` : name;
}

/**
 * "2025-03-10T09:00:00+01:00" → "10. März 2025". The calendar day is read from the ISO string
 * itself, so the result does not depend on the time zone of the machine that builds the site;
 * undefined where the string does not start with a real day.
 */
export function formatGermanDate(iso: string): string | undefined {
  const day = parseIsoDate(iso.slice(0, 10));
  return day ? germanName(day, false) : undefined;
}

/** "2026-12-12" → "Samstag, 12. Dezember 2026"; anything that is no day stays as it is. */
export function formatGermanWeekdayDate(day: IsoDay): string {
  const real = parseIsoDate(day);
  return real ? germanName(real, true) : day;
}

/** dd.MM.yyyy of a local Date (a date picker's day), as the form service expects it: "05.01.2026". */
export function formatDayMonthYear(date: Date): string {
  const [year, month, day] = dayOfLocalDate(date).split("-");
  return `${day}.${month}.${year}`;
}

export { formatGermanMonth } from "./german-month";
