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
}

/** A file that is not a readable iCalendar; the message is safe for the build log (no content of the file). */
export class CalendarError extends Error {}

/** A timed event that ends at or before 06:00 on a later day blocks only the days before: the night belongs to the evening. */
export const NIGHT_ENDS_AT_SECONDS = 6 * 60 * 60;

/** Titles that mark an option ("Option Hochzeit …", "? Firmenfeier …"), for apps without a tentative status. */
export const HELD_TITLE = /^\s*(?:\?|option\b)/i;

/** How far ahead days are read: recurring events are expanded up to this many years after the build. */
export const HORIZON_YEARS = 5;

/** A recurring event yields at most this many occurrences (a rule "every minute" must not stall the build). */
const MAX_OCCURRENCES = 20_000;

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

/** An all-day event from `start` to the exclusive `end` (RFC 5545: DTEND is the day after); at least its first day. */
export const daysOfAllDayEvent = (start: IsoDay, end: IsoDay): IsoDay[] =>
  daysFrom(start, end > start ? addDays(end, -1) : start);

/**
 * A timed event by its start and end on Hamburg clocks: every day it touches, except a last day it
 * only reaches until 06:00 (Fri 19:00 – Sat 02:00 blocks Friday alone; Fri 19:00 – Sat 07:00 both days).
 * An event without duration blocks its start day.
 */
export function daysOfTimedEvent(start: WallTime, end: WallTime): IsoDay[] {
  const first = dayOf(start);
  let last = dayOf(end);
  if (last <= first) return [first];
  if (end.hour * 3600 + end.minute * 60 + end.second <= NIGHT_ENDS_AT_SECONDS) last = addDays(last, -1);
  return daysFrom(first, last);
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

/** Reads .ics text: the days from `from` (the build's day) up to HORIZON_YEARS ahead. Throws CalendarError on a broken file. */
export function calendarDays(
  ics: string,
  { from, timeZone = HOME_TIME_ZONE }: { from: IsoDay; timeZone?: string },
): CalendarReading {
  const window: Window = { from, until: `${Number(from.slice(0, 4)) + HORIZON_YEARS}${from.slice(4)}`, home: timeZone };
  const booked = new Set<IsoDay>();
  const tentative = new Set<IsoDay>();
  const reading = { unreadable: 0, freeAllDay: 0, stampedAt: null as number | null };

  const mark = (component: Component, start: Time, end: Time) => {
    const state = stateOf(component);
    if (state === "free") {
      if (start.isDate && stringValue(component, "status")?.trim().toUpperCase() !== "CANCELLED")
        reading.freeAllDay += 1;
      return;
    }
    let days: IsoDay[];
    if (start.isDate) {
      days = daysOfAllDayEvent(dayOf(start), dayOf(end));
    } else {
      const startTzid = tzidOf(component, "dtstart");
      const endTzid = end.zone === start.zone ? startTzid : (tzidOf(component, "dtend") ?? startTzid);
      const startMs = instant(start, startTzid, window.home);
      const endMs = Math.max(startMs, instant(end, endTzid, window.home));
      days = daysOfTimedEvent(wallTimeAt(startMs, window.home), wallTimeAt(endMs, window.home));
    }
    for (const day of days) {
      if (day < window.from || day > window.until) continue;
      if (state === "booked") {
        booked.add(day);
        tentative.delete(day);
      } else if (!booked.has(day)) tentative.add(day);
    }
  };

  const read = (event: Event) => {
    if (!event.isRecurring()) return mark(event.component, event.startDate, event.endDate);
    const occurrences = event.iterator();
    for (let count = 0, next = occurrences.next(); next; next = occurrences.next()) {
      if (++count > MAX_OCCURRENCES || dayOf(next) > window.until) break;
      const details = event.getOccurrenceDetails(next);
      mark(details.item.component, details.startDate, details.endDate);
    }
  };

  for (const calendar of parseCalendars(ics)) {
    const events = calendar.getAllSubcomponents("vevent");
    // Overrides (RECURRENCE-ID) belong to the series with their UID; an override without its series stands alone.
    const overrides = new Map<string, Component[]>();
    const series = new Set<string>();
    for (const component of events) {
      const uid = stringValue(component, "uid");
      if (uid && component.hasProperty("recurrence-id")) overrides.set(uid, [...(overrides.get(uid) ?? []), component]);
      else if (uid) series.add(uid);
    }
    for (const component of events) {
      for (const name of ["dtstamp", "last-modified"]) {
        const stamp = component.getFirstPropertyValue(name);
        if (stamp instanceof ICAL.Time)
          reading.stampedAt = Math.max(reading.stampedAt ?? 0, instant(stamp, null, "UTC"));
      }
      const uid = stringValue(component, "uid");
      const isOverride = component.hasProperty("recurrence-id");
      if (isOverride && uid && series.has(uid)) continue;
      try {
        if (!component.hasProperty("dtstart")) throw new Error("no start");
        read(new ICAL.Event(component, { exceptions: !isOverride && uid ? (overrides.get(uid) ?? []) : [] }));
      } catch {
        reading.unreadable += 1;
      }
    }
  }
  return { booked: [...booked].sort(), tentative: [...tentative].sort(), ...reading };
}
