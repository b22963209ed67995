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
import { BudgetSpent, CALENDAR_BUDGET, describeEvent, expansionStart, type CalendarBudget } from "./calendar-budget";
import { ownerAddresses, ownerAnswer } from "./calendar-invitations";

/**
 * The owner's calendar (iCalendar, RFC 5545) as booked and held days in Hamburg. ical.js reads the
 * file and expands recurring events (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides); the rules
 * below decide which days an event blocks. Only days and their state leave this module – never a
 * title, place, description, attendee or UID.
 */

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type Event = InstanceType<typeof ICAL.Event>;

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
  /** Where the feed's budget ran out (calendar-budget.ts): the event, described without its content; null: read whole. */
  stoppedAt: string | null;
  /** Recurring events cut off after their most occurrences (CALENDAR_BUDGET.perEvent), described likewise. */
  cappedEvents: string[];
}

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
const clamped = (first: IsoDay, last: IsoDay, range?: DayRange): IsoDay[] =>
  range
    ? daysFrom(first < range.from ? range.from : first, last > range.until ? range.until : last)
    : daysFrom(first, last);

/** An all-day event from `start` to the exclusive `end` (RFC 5545: DTEND is the day after); at least its first day. */
export const daysOfAllDayEvent = (start: IsoDay, end: IsoDay, range?: DayRange): IsoDay[] =>
  clamped(start, end > start ? addDays(end, -1) : start, range);

/**
 * A timed event by its start and end on Hamburg clocks: every day it touches, except a last day it
 * only reaches until 06:00 (Fri 19:00 – Sat 02:00 blocks Friday alone; Fri 19:00 – Sat 07:00 both days).
 * An event without duration blocks its start day.
 */
export function daysOfTimedEvent(start: WallTime, end: WallTime, range?: DayRange): IsoDay[] {
  const first = dayOf(start);
  let last = dayOf(end);
  if (last <= first) return clamped(first, first, range);
  if (end.hour * 3600 + end.minute * 60 + end.second <= NIGHT_ENDS_AT_SECONDS) last = addDays(last, -1);
  return clamped(first, last, range);
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

/**
 * Reads .ics text: the days from `from` (the build's day) up to HORIZON_YEARS ahead, within the
 * feed's budget (calendar-budget.ts). Throws CalendarError on a broken file.
 */
export function calendarDays(
  ics: string,
  { from, timeZone = HOME_TIME_ZONE, owners: knownOwners = [], budget = CALENDAR_BUDGET }: CalendarOptions,
): CalendarReading {
  const window: Window = { from, until: `${Number(from.slice(0, 4)) + HORIZON_YEARS}${from.slice(4)}`, home: timeZone };
  const booked = new Set<IsoDay>();
  const tentative = new Set<IsoDay>();
  const reading = {
    unreadable: 0,
    freeAllDay: 0,
    stampedAt: null as number | null,
    stoppedAt: null as string | null,
    cappedEvents: [] as string[],
  };
  let owners: ReadonlySet<string> = new Set();
  const started = Date.now();
  let occurrences = 0;
  /** Counts one occurrence against the feed's budget; throws BudgetSpent when it is used up. */
  const spend = () => {
    if (++occurrences > budget.occurrences || (occurrences % 256 === 0 && Date.now() - started > budget.ms))
      throw new BudgetSpent();
  };

  const mark = (component: Component, start: Time, end: Time) => {
    const answer = ownerAnswer(component, owners);
    if (answer === "not-accepted") return;
    const own = stateOf(component);
    const state = answer === "tentative" && own === "booked" ? "tentative" : own;
    if (state === "free") {
      if (start.isDate && stringValue(component, "status")?.trim().toUpperCase() !== "CANCELLED")
        reading.freeAllDay += 1;
      return;
    }
    let days: IsoDay[];
    if (start.isDate) {
      days = daysOfAllDayEvent(dayOf(start), dayOf(end), window);
    } else {
      const startTzid = tzidOf(component, "dtstart");
      const endTzid = end.zone === start.zone ? startTzid : (tzidOf(component, "dtend") ?? startTzid);
      const startMs = instant(start, startTzid, window.home);
      const endMs = Math.max(startMs, instant(end, endTzid, window.home));
      days = daysOfTimedEvent(wallTimeAt(startMs, window.home), wallTimeAt(endMs, window.home), window);
    }
    for (const day of days) {
      if (day < window.from || day > window.until) continue;
      if (state === "booked") {
        booked.add(day);
        tentative.delete(day);
      } else if (!booked.has(day)) tentative.add(day);
    }
  };

  const read = (event: Event, position: number) => {
    spend();
    if (!event.isRecurring()) return mark(event.component, event.startDate, event.endDate);
    const expansion = event.iterator(expansionStart(event, window.from));
    for (let count = 0, next = expansion.next(); next; next = expansion.next()) {
      if (dayOf(next) > window.until) break;
      if (++count > budget.perEvent) {
        reading.cappedEvents.push(describeEvent(position, event));
        break;
      }
      spend();
      const details = event.getOccurrenceDetails(next);
      mark(details.item.component, details.startDate, details.endDate);
    }
  };

  for (const calendar of parseCalendars(ics)) {
    if (reading.stoppedAt) break;
    const events = calendar.getAllSubcomponents("vevent");
    owners = ownerAddresses(calendar, events, knownOwners);
    // Overrides (RECURRENCE-ID) belong to the series with their UID; an override without its series stands alone.
    const overrides = new Map<string, Component[]>();
    const series = new Set<string>();
    for (const component of events) {
      const uid = stringValue(component, "uid");
      if (uid && component.hasProperty("recurrence-id")) overrides.set(uid, [...(overrides.get(uid) ?? []), component]);
      else if (uid) series.add(uid);
    }
    for (const [index, component] of events.entries()) {
      for (const name of ["dtstamp", "last-modified"]) {
        const stamp = component.getFirstPropertyValue(name);
        if (stamp instanceof ICAL.Time)
          reading.stampedAt = Math.max(reading.stampedAt ?? 0, instant(stamp, null, "UTC"));
      }
      const uid = stringValue(component, "uid");
      const isOverride = component.hasProperty("recurrence-id");
      if (isOverride && uid && series.has(uid)) continue;
      let event: Event | undefined;
      try {
        if (!component.hasProperty("dtstart")) throw new Error("no start");
        event = new ICAL.Event(component, { exceptions: !isOverride && uid ? (overrides.get(uid) ?? []) : [] });
        read(event, index + 1);
      } catch (error) {
        if (!(error instanceof BudgetSpent)) {
          reading.unreadable += 1;
          continue;
        }
        reading.stoppedAt = describeEvent(index + 1, event ?? { component });
        break;
      }
    }
  }
  return { booked: [...booked].sort(), tentative: [...tentative].sort(), ...reading };
}
