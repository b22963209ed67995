import ICAL from "ical.js";
import {
  HOME_TIME_ZONE,
  addDays,
  dayOf,
  instantOf,
  isKnownTimeZone,
  wallTimeAt,
  type IsoDay,
  type WallTime,
} from "../src/model/calendar-day";
import {
  BudgetSpent,
  CALENDAR_BUDGET,
  StepCounter,
  countRules,
  expansionStart,
  horizonTime,
  listedDates,
  neverOccurs,
  seriesLabel,
  type CalendarBudget,
  type SkipReason,
  type SkippedSeries,
} from "./calendar-budget";
import { ownerAddresses, ownerAnswer } from "./calendar-invitations";

/**
 * The owner's calendar (iCalendar, RFC 5545) as booked and held days in Hamburg. ical.js reads the
 * file and expands recurring events (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides); the rules
 * below decide which days an event blocks. Only days and their state leave this module – never a
 * place, description or attendee, and a title and UID only of a recurring event the reader had to
 * skip (calendar-budget.ts), so that the owner can find it.
 */

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type Recur = InstanceType<typeof ICAL.Recur>;

export interface CalendarDays {
  booked: IsoDay[];
  tentative: IsoDay[];
}

export interface CalendarReading extends CalendarDays {
  /** Events that could not be read (no start, broken dates or time zones); they block nothing. */
  unreadable: number;
  /** All-day events marked "free"/"available" (TRANSP:TRANSPARENT): a default in some apps, easy to miss. */
  freeAllDay: number;
  /** The newest DTSTAMP or LAST-MODIFIED of the file (ms): how recent an export is. */
  stampedAt: number | null;
  /** Recurring events that block no day because of the reader's limits (calendar-budget.ts), in the file's order. */
  skippedSeries: SkippedSeries[];
  /** Steps the recurring events took (calendar-budget.ts): counted work, the same on every machine. */
  steps: number;
}

export type { SkippedSeries };

/** A file that is not a readable iCalendar; the message is safe for the build log (no content of the file). */
export class CalendarError extends Error {}

/** A timed event that ends at or before 06:00 on a later day blocks only the days before: the night belongs to the evening. */
export const NIGHT_ENDS_AT_SECONDS = 6 * 60 * 60;

/** Titles that mark an option ("Option Hochzeit …", "? Firmenfeier …"), for apps without a tentative status. */
export const HELD_TITLE = /^\s*(?:\?|option\b)/i;

/** How far ahead days are read: recurring events are expanded up to this many years after the build. */
export const HORIZON_YEARS = 5;

export type EventState = "booked" | "tentative" | "free";

export interface EventProperties {
  status?: string | null;
  transp?: string | null;
  /** Outlook's "show as" (X-MICROSOFT-CDO-BUSYSTATUS): FREE, TENTATIVE, BUSY, OOF, WORKINGELSEWHERE. */
  busyStatus?: string | null;
  summary?: string | null;
}

/** Cancelled and "free" events block nothing; tentative ones (status, Outlook's "Mit Vorbehalt" or a title rule) are held. */
export function eventState({ status, transp, busyStatus, summary }: EventProperties): EventState {
  const upper = (value?: string | null) => (typeof value === "string" ? value.trim().toUpperCase() : "");
  if (upper(status) === "CANCELLED" || upper(transp) === "TRANSPARENT" || upper(busyStatus) === "FREE") return "free";
  if (upper(status) === "TENTATIVE" || upper(busyStatus) === "TENTATIVE") return "tentative";
  return typeof summary === "string" && HELD_TITLE.test(summary) ? "tentative" : "booked";
}

const daysFrom = (first: IsoDay, last: IsoDay): IsoDay[] => {
  const days: IsoDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
};

/** Days the reader looks at; an event's span is clamped to them (an event from 1000 to 3000 costs nothing). */
export interface DayRange {
  from: IsoDay;
  until: IsoDay;
}
const clamped = ([first, last]: [IsoDay, IsoDay], range?: DayRange): IsoDay[] =>
  range
    ? daysFrom(first < range.from ? range.from : first, last > range.until ? range.until : last)
    : daysFrom(first, last);

/** First and last day of an all-day event from `start` to the exclusive `end` (RFC 5545: DTEND is the day after); at least its first day. */
export const spanOfAllDayEvent = (start: IsoDay, end: IsoDay): [IsoDay, IsoDay] => [
  start,
  end > start ? addDays(end, -1) : start,
];

/** An all-day event from `start` to the exclusive `end`: its days. */
export const daysOfAllDayEvent = (start: IsoDay, end: IsoDay, range?: DayRange): IsoDay[] =>
  clamped(spanOfAllDayEvent(start, end), range);

/**
 * First and last day of a timed event by its start and end on Hamburg clocks: every day it touches,
 * except a last day it only reaches until 06:00 (Fri 19:00 – Sat 02:00 blocks Friday alone; Fri 19:00 –
 * Sat 07:00 both days). An event without duration blocks its start day.
 */
export function spanOfTimedEvent(start: WallTime, end: WallTime): [IsoDay, IsoDay] {
  const first = dayOf(start);
  let last = dayOf(end);
  if (last <= first) return [first, first];
  if (end.hour * 3600 + end.minute * 60 + end.second <= NIGHT_ENDS_AT_SECONDS) last = addDays(last, -1);
  return [first, last];
}

/** A timed event by its start and end on Hamburg clocks: its days (see spanOfTimedEvent). */
export const daysOfTimedEvent = (start: WallTime, end: WallTime, range?: DayRange): IsoDay[] =>
  clamped(spanOfTimedEvent(start, end), range);

/** Days since 1 January 1970 of "YYYY-MM-DD" (any number of year digits); NaN for anything else. */
const epochDay = (day: IsoDay): number => {
  const match = /^(-?\d+)-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Math.round(date.getTime() / 86_400_000);
};

const FREE = 0;
const HELD = 1;
const BOOKED = 2;

/**
 * The window's days, one state each (free, held, booked). Marking a span costs at most one write per
 * day of the window, however long the event – and no date arithmetic per day.
 */
class DayGrid {
  private readonly origin: number;
  readonly states: Uint8Array;
  constructor(
    readonly from: IsoDay,
    until: IsoDay,
  ) {
    this.origin = epochDay(from);
    this.states = new Uint8Array(Math.max(0, epochDay(until) - this.origin + 1));
  }

  /** Indices of the span's days within the window, or null when it lies outside. */
  indices([first, last]: [IsoDay, IsoDay]): [number, number] | null {
    const a = Math.max(0, epochDay(first) - this.origin);
    const b = Math.min(this.states.length - 1, epochDay(last) - this.origin);
    return Number.isFinite(a) && Number.isFinite(b) && a <= b ? [a, b] : null;
  }

  mark([a, b]: [number, number], state: typeof HELD | typeof BOOKED): void {
    if (state === BOOKED) this.states.fill(BOOKED, a, b + 1);
    else for (let i = a; i <= b; i++) if (this.states[i] === FREE) this.states[i] = HELD;
  }

  /** The booked and the held days, in order (a held day that is also booked is booked). */
  days(): CalendarDays {
    const days: CalendarDays = { booked: [], tentative: [] };
    let day = this.from;
    for (let i = 0; i < this.states.length; i++, day = addDays(day, 1))
      if (this.states[i] === BOOKED) days.booked.push(day);
      else if (this.states[i] === HELD) days.tentative.push(day);
    return days;
  }
}

function parseCalendars(ics: string): Component[] {
  const text = ics.replace(/^\uFEFF/, "");
  if (!/^\s*BEGIN:VCALENDAR/i.test(text))
    throw new CalendarError("keine iCalendar-Datei (sie beginnt nicht mit BEGIN:VCALENDAR)");
  if (!/END:VCALENDAR\s*$/i.test(text))
    throw new CalendarError("unvollständige iCalendar-Datei (END:VCALENDAR fehlt am Ende)");
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    // The parser's message quotes the broken line, which may hold a name: it stays out of the log.
    throw new CalendarError("keine gültige iCalendar-Datei (Syntaxfehler)");
  }
  const roots = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as ConstructorParameters<
    typeof ICAL.Component
  >[0][];
  return roots.map((jcal) => new ICAL.Component(jcal)).filter((c) => c.name === "vcalendar");
}

const stringValue = (component: Component, name: string): string | null => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === "string" ? value : null;
};

const stateOf = (component: Component): EventState =>
  eventState({
    status: stringValue(component, "status"),
    transp: stringValue(component, "transp"),
    busyStatus: stringValue(component, "x-microsoft-cdo-busystatus"),
    summary: stringValue(component, "summary"),
  });

/** The instant of a date-time; floating times and zones the file does not define are read as Hamburg time (or the named IANA zone). */
function instant(time: Time, tzid: string | null, home: string): number {
  if (time.zone && time.zone.tzid !== "floating") return time.toUnixTime() * 1000;
  const zone = tzid && isKnownTimeZone(tzid) ? tzid : home;
  return instantOf(
    { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second },
    zone,
  );
}

const tzidOf = (component: Component, name: string): string | null => {
  const value = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof value === "string" ? value : null;
};

interface Window {
  from: IsoDay;
  until: IsoDay;
  home: string;
}

export interface CalendarOptions {
  /** The build's day: the first day read. */
  from: IsoDay;
  timeZone?: string;
  /** The owner's e-mail addresses, to find the owner's answer to an invitation (calendar-invitations.ts). */
  owners?: readonly string[];
  budget?: CalendarBudget;
}

/** A property's value as the parser wrote it ("2026-12-12T19:00:00", "2026-12-12", "PT5H"), without building ical.js objects. */
const rawValue = (component: Component, name: string): string | null => {
  for (const property of component.jCal[1] as unknown[][])
    if (property[0] === name) return typeof property[3] === "string" ? property[3] : null;
  return null;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * Whether a non-recurring event ends before `cutoff`, read from the raw DTSTART, DTEND or DURATION
 * alone: the cheap test that lets thousands of past events cost next to nothing. The date as
 * written, in whatever zone, lies within a day of the day in Hamburg; the caller leaves a margin.
 * Anything unclear is "no" – the event is then read in full.
 */
export function endsBefore(component: Component, cutoff: IsoDay): boolean {
  const start = ISO_DAY.exec(rawValue(component, "dtstart") ?? "")?.[0];
  if (!start) return false;
  let last = start;
  const end = rawValue(component, "dtend");
  const duration = rawValue(component, "duration");
  if (end !== null) {
    const day = ISO_DAY.exec(end)?.[0];
    if (!day) return false;
    if (day > last) last = day;
  } else if (duration !== null) {
    if (!/^P(?:\d+W)?(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+S)?)?$/.test(duration)) return false;
    const [, weeks = "0", days = "0"] = /^P(?:(\d+)W)?(?:(\d+)D)?/.exec(duration) ?? [];
    // Whole days of the duration plus one for its hours, minutes and seconds.
    last = addDays(start, Number(weeks) * 7 + Number(days) + 1);
  }
  return last < cutoff;
}

/** Days one event (or the occurrences of one series) blocks; marked in the grid only when it was read whole. */
interface Marks {
  spans: [number, number, typeof HELD | typeof BOOKED][];
  freeAllDay: number;
}

/** The days an event blocks, from its start and end as the calendar writes them, in the home time zone. */
function eventSpan(component: Component, start: Time, end: Time, home: string): [IsoDay, IsoDay] {
  if (start.isDate) return spanOfAllDayEvent(dayOf(start), dayOf(end));
  const startTzid = tzidOf(component, "dtstart");
  const endTzid = end.zone === start.zone ? startTzid : (tzidOf(component, "dtend") ?? startTzid);
  const startMs = instant(start, startTzid, home);
  const endMs = Math.max(startMs, instant(end, endTzid, home));
  return spanOfTimedEvent(wallTimeAt(startMs, home), wallTimeAt(endMs, home));
}

/** Overrides (RECURRENCE-ID) by the UID of their series, and the UIDs of the series themselves. */
function overridesBySeries(events: Component[]): { overrides: Map<string, Component[]>; series: Set<string> } {
  const overrides = new Map<string, Component[]>();
  const series = new Set<string>();
  for (const component of events) {
    const uid = stringValue(component, "uid");
    if (uid && component.hasProperty("recurrence-id")) {
      const list = overrides.get(uid);
      if (list) list.push(component);
      else overrides.set(uid, [component]);
    } else if (uid) series.add(uid);
  }
  return { overrides, series };
}

/** When the event was last written (DTSTAMP or LAST-MODIFIED, the later), in ms; null without either. */
function stampOf(component: Component): number | null {
  let latest: number | null = null;
  for (const name of ["dtstamp", "last-modified"]) {
    const stamp = component.getFirstPropertyValue(name);
    if (stamp instanceof ICAL.Time) latest = Math.max(latest ?? 0, instant(stamp, null, "UTC"));
  }
  return latest;
}

/** One reading of a calendar: the grid of days it fills, the step budget it spends and what it reports. */
class CalendarReader {
  readonly grid: DayGrid;
  readonly counter: StepCounter;
  readonly reading = {
    unreadable: 0,
    freeAllDay: 0,
    stampedAt: null as number | null,
    skippedSeries: [] as SkippedSeries[],
  };
  private readonly horizon: Time;
  /** Events that end before this day block nothing in the window (a day of margin for time zones, and one more). */
  private readonly cutoff: IsoDay;
  private owners: ReadonlySet<string> = new Set();
  private readonly window: Window;

  constructor(window: Window, budget: CalendarBudget) {
    this.window = window;
    this.grid = new DayGrid(window.from, window.until);
    this.horizon = horizonTime(window.until);
    this.cutoff = addDays(window.from, -2);
    this.counter = new StepCounter(budget);
  }

  /** Every event of one VCALENDAR: single events read, series expanded, declined invitations dropped. */
  readCalendar(calendar: Component, knownOwners: readonly string[]): void {
    const events = calendar.getAllSubcomponents("vevent");
    this.owners = ownerAddresses(calendar, events, knownOwners);
    // Overrides belong to the series with their UID; an override without its series stands alone.
    const { overrides, series } = overridesBySeries(events);
    for (const component of events) {
      const stamp = stampOf(component);
      if (stamp !== null) this.reading.stampedAt = Math.max(this.reading.stampedAt ?? 0, stamp);
      const uid = stringValue(component, "uid");
      const isOverride = component.hasProperty("recurrence-id");
      if (isOverride && uid && series.has(uid)) continue;
      const own = !isOverride && uid ? (overrides.get(uid) ?? []) : [];
      try {
        this.readEvent(component, own);
      } catch {
        this.reading.unreadable += 1;
      }
    }
  }

  private readEvent(component: Component, own: Component[]): void {
    if (!component.hasProperty("dtstart")) throw new Error("no start");
    if (!component.hasProperty("rrule") && !component.hasProperty("rdate")) return this.readSingle(component);
    if (ownerAnswer(component, this.owners) !== "not-accepted") return this.readSeries(component, own);
    // Declined or never answered: the series is not expanded at all. An instance answered on its own
    // (an override with its own PARTSTAT) is read alone.
    for (const override of own) {
      try {
        this.readSingle(override);
      } catch {
        this.reading.unreadable += 1;
      }
    }
  }

  /** An event without RRULE or RDATE (or an instance read on its own): past ones are passed over unread. */
  private readSingle(component: Component): void {
    if (!component.hasProperty("dtstart")) throw new Error("no start");
    if (endsBefore(component, this.cutoff)) return;
    // `exceptions` given (none): without it, ical.js searches the whole calendar for them – per event.
    const event = new ICAL.Event(component, { exceptions: [] });
    const marks: Marks = { spans: [], freeAllDay: 0 };
    this.mark(event.component, event.startDate, event.endDate, marks);
    this.commit(marks);
  }

  /** A recurring event with its overrides, expanded within the step budget; beyond it, skipped whole. */
  private readSeries(component: Component, exceptions: Component[]): void {
    const { counter, window } = this;
    if (counter.exhausted) return this.skip(component, "total");
    if (component.getAllProperties("rrule").some((rule) => neverOccurs(rule.getFirstValue() as Recur)))
      return this.skip(component, "never");
    const marks: Marks = { spans: [], freeAllDay: 0 };
    counter.series();
    try {
      // The dates the series lists and its changed instances: a step each, before ical.js sorts them.
      counter.step(listedDates(component) + exceptions.length);
      const event = new ICAL.Event(component, { exceptions });
      countRules(component, this.horizon, counter);
      const expansion = event.iterator(expansionStart(event, window.from));
      for (let next = expansion.next(); next; next = expansion.next()) {
        counter.step();
        if (dayOf(next) > window.until) break;
        const details = event.getOccurrenceDetails(next);
        this.mark(details.item.component, details.startDate, details.endDate, marks);
      }
    } catch (error) {
      if (error instanceof BudgetSpent) return this.skip(component, error.reason);
      throw error;
    }
    this.commit(marks);
  }

  /** Notes the days one occurrence blocks (or a free all-day event) in `marks`, by its state and the owner's answer. */
  private mark(component: Component, start: Time, end: Time, marks: Marks): void {
    const answer = ownerAnswer(component, this.owners);
    if (answer === "not-accepted") return;
    const own = stateOf(component);
    const state = answer === "tentative" && own === "booked" ? "tentative" : own;
    if (state === "free") {
      if (start.isDate && stringValue(component, "status")?.trim().toUpperCase() !== "CANCELLED") marks.freeAllDay += 1;
      return;
    }
    const indices = this.grid.indices(eventSpan(component, start, end, this.window.home));
    if (indices) marks.spans.push([...indices, state === "booked" ? BOOKED : HELD]);
  }

  /** An event read whole: its days go into the grid. */
  private commit(marks: Marks): void {
    for (const [a, b, state] of marks.spans) this.grid.mark([a, b], state);
    this.reading.freeAllDay += marks.freeAllDay;
  }

  private skip(component: Component, reason: SkipReason): void {
    this.reading.skippedSeries.push({ event: seriesLabel(component), reason });
  }
}

/**
 * Reads .ics text: the days from `from` (the build's day) up to HORIZON_YEARS ahead. Past events are
 * passed over by their dates alone; invitations the owner declined or never answered are dropped
 * before any series is expanded; recurring events are expanded within counted limits
 * (calendar-budget.ts), and a series beyond them is skipped and named in `skippedSeries`. Throws
 * CalendarError on a broken file.
 */
export function calendarDays(
  ics: string,
  { from, timeZone = HOME_TIME_ZONE, owners = [], budget = CALENDAR_BUDGET }: CalendarOptions,
): CalendarReading {
  const window: Window = { from, until: `${Number(from.slice(0, 4)) + HORIZON_YEARS}${from.slice(4)}`, home: timeZone };
  const reader = new CalendarReader(window, budget);
  for (const calendar of parseCalendars(ics)) reader.readCalendar(calendar, owners);
  return { ...reader.grid.days(), ...reader.reading, steps: reader.counter.spent };
}
