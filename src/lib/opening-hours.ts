import home from "../model/home-time-zone.json";

/**
 * When the DJ answers the phone, read from the opening hours of content/site/site.yaml: each row
 * names its days for search engines (`schemaDays`: Monday … Sunday) and its hours (`opens`,
 * `closes`: "10:00"); a row without them ("So: nach Vereinbarung") is no time the phone is
 * answered. The clock is the home time zone's (src/model/home-time-zone.json), whatever the visitor's device says.
 * Public holidays are not known here: on one the hint says the usual hours.
 *
 * Every page's call buttons use it, so it brings no date library into the first load: the wall
 * clock comes from Intl.DateTimeFormat, the day arithmetic is plain UTC dates.
 */

const HOME_TIME_ZONE: string = home.timeZone;
/** A calendar day, "2026-05-11". */
type IsoDay = string;

const clocks = new Map<string, Intl.DateTimeFormat>();
/** The wall clock of `timeZone` at `at`: its calendar day and the minutes since its midnight. */
function wallClock(at: Date, timeZone: string): { day: IsoDay; minutes: Minutes; utc: number } {
  if (!clocks.has(timeZone))
    clocks.set(
      timeZone,
      new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
    );
  const part = (type: string) =>
    clocks
      .get(timeZone)!
      .formatToParts(at)
      .find((p) => p.type === type)?.value ?? "0";
  const [y, m, d, h, min] = ["year", "month", "day", "hour", "minute"].map((t) => Number(part(t)));
  return {
    day: `${part("year")}-${part("month")}-${part("day")}`,
    minutes: h * 60 + min,
    utc: Date.UTC(y, m - 1, d, h, min),
  };
}

const addDays = (day: IsoDay, n: number): IsoDay => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/** The instant at which the wall clock of `timeZone` shows `minutes` on `day` (twice corrected for its offset). */
function instantAt(day: IsoDay, minutes: Minutes, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const wanted = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
  let at = wanted;
  for (let i = 0; i < 2; i++) at -= wallClock(new Date(at), timeZone).utc - wanted;
  return new Date(at);
}

/** An opening-hours row with the fields the clock needs (site.yaml → openingHours). */
export interface OpeningHoursRow {
  days?: string | null;
  schemaDays?: readonly (string | null)[] | null;
  opens?: string | null;
  closes?: string | null;
}

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The schema.org day names of site.yaml in the order of Date#getUTCDay. */
// eslint-disable-next-line local/no-german-copy -- schema.org values (site.yaml → schemaDays), not copy
const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Minutes since midnight. */
export type Minutes = number;

export interface Span {
  opens: Minutes;
  closes: Minutes;
}

/** "10:00" → 600; null for anything that is not a time of day. */
export function parseTime(text: string | null | undefined): Minutes | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec((text ?? "").trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 600 → "10", 630 → "10:30": the hour as a German clock time is spoken ("10 Uhr", "10:30 Uhr"). */
export const formatTime = (minutes: Minutes): string => {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  return minute ? `${hour}:${String(minute).padStart(2, "0")}` : String(hour);
};

/** A row's hours, or null when it has none (or closes before it opens). */
export function spanOf(row: OpeningHoursRow): Span | null {
  const opens = parseTime(row.opens);
  const closes = parseTime(row.closes);
  return opens !== null && closes !== null && opens < closes ? { opens, closes } : null;
}

/** A row's weekdays (0 = Sunday). */
export const weekdaysOf = (row: OpeningHoursRow): Weekday[] =>
  (row.schemaDays ?? [])
    .map((name) => SCHEMA_DAYS.indexOf(name as (typeof SCHEMA_DAYS)[number]))
    .filter((day): day is Weekday => day >= 0);

/** The hours of each weekday (index 0 = Sunday), earliest first. */
export function weeklyHours(rows: readonly OpeningHoursRow[]): Span[][] {
  const week: Span[][] = [[], [], [], [], [], [], []];
  for (const row of rows) {
    const span = spanOf(row);
    if (span) for (const day of weekdaysOf(row)) week[day].push(span);
  }
  for (const spans of week) spans.sort((a, b) => a.opens - b.opens);
  return week;
}

export interface NextOpening {
  /** The home zone's calendar day it opens, "2026-05-11". */
  day: IsoDay;
  weekday: Weekday;
  /** Its opening time. */
  opens: Minutes;
  /** 0 = later today, 1 = tomorrow, … (calendar days in the home zone). */
  daysAhead: number;
  /** The instant it opens. */
  at: Date;
}

export type Reachability =
  | { open: true; /** When today's hours end. */ closes: Minutes }
  | { open: false; /** Null when the hours name no time at all. */ next: NextOpening | null };

const weekdayOf = (day: IsoDay): Weekday =>
  new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))),
  ).getUTCDay() as Weekday;

/**
 * Whether the phone is answered at `now` and, if not, when it is next: Saturday 22:00 with the hours
 * Mo–Fr 10–18 and Sa 10–16 gives Monday 10:00, two days ahead. Pure: the time is an argument.
 */
export function reachability(now: Date, rows: readonly OpeningHoursRow[], timeZone = HOME_TIME_ZONE): Reachability {
  const { day: today, minutes } = wallClock(now, timeZone);
  const week = weeklyHours(rows);
  const weekday = weekdayOf(today);
  const current = week[weekday].find((s) => s.opens <= minutes && minutes < s.closes);
  if (current) return { open: true, closes: current.closes };
  for (let daysAhead = 0; daysAhead <= 7; daysAhead++) {
    const day = addDays(today, daysAhead);
    const dayOfWeek = weekdayOf(day);
    const span = week[dayOfWeek].find((s) => daysAhead > 0 || s.opens > minutes);
    if (!span) continue;
    const at = instantAt(day, span.opens, timeZone);
    return { open: false, next: { day, weekday: dayOfWeek, opens: span.opens, daysAhead, at } };
  }
  return { open: false, next: null };
}

/** The rows that name hours, for a line such as "Mo–Fr 10–18 Uhr, Sa 10–16 Uhr" (labels add the words). */
export const rowsWithHours = (rows: readonly OpeningHoursRow[]): { days: string; span: Span; weekdays: Weekday[] }[] =>
  rows.flatMap((row) => {
    const span = spanOf(row);
    return span && row.days ? [{ days: row.days, span, weekdays: weekdaysOf(row) }] : [];
  });

/** The parts of a day a callback can be asked for; their names are in the labels. */
export type DayPart = "morning" | "midday" | "afternoon" | "evening";
const DAY_PARTS: readonly { part: DayPart; from: Minutes; to: Minutes }[] = [
  { part: "morning", from: 0, to: 12 * 60 },
  { part: "midday", from: 12 * 60, to: 14 * 60 },
  { part: "afternoon", from: 14 * 60, to: 18 * 60 },
  { part: "evening", from: 18 * 60, to: 24 * 60 },
];

export interface TimeWindow extends Span {
  part: DayPart;
}

/**
 * The time windows a callback can be asked for: the parts of the day (before 12, 12–14, 14–18,
 * after 18) within the earliest opening and the latest closing of the week. Mo–Fr 10–18 and
 * Sa 10–16 give 10–12, 12–14 and 14–18.
 */
export function callbackWindows(rows: readonly OpeningHoursRow[]): TimeWindow[] {
  const spans = rows.map(spanOf).filter((s): s is Span => s !== null);
  if (!spans.length) return [];
  const earliest = Math.min(...spans.map((s) => s.opens));
  const latest = Math.max(...spans.map((s) => s.closes));
  return DAY_PARTS.map(({ part, from, to }) => ({
    part,
    opens: Math.max(from, earliest),
    closes: Math.min(to, latest),
  })).filter((w) => w.opens < w.closes);
}
