import { formatGermanDate } from "./dates";
import type { AvailabilityData } from "../model/collections";
import { AVAILABILITY_CHECK_LABELS as M } from "../components/AvailabilityCheck.labels";

/**
 * Availability as content (content/availability/availability.yaml): which calendar days are booked
 * or held as an option. A day is a plain "YYYY-MM-DD" string throughout: no Date at UTC midnight
 * that turns into the day before in Hamburg, no dependence on the visitor's or the build machine's
 * time zone. Only "today" comes from a clock, and it is read as the calendar day in Europe/Berlin.
 */

/** A calendar day, "2026-12-12". */
export type IsoDay = string;

/**
 * A date as it may come from content: a string (GraphQL, the model's AvailabilityData), or a Date
 * where a script reads the YAML with js-yaml, which makes one of an unquoted 2026-12-12.
 */
export type DayValue = string | Date;

export type DayStatus = "free" | "tentative" | "booked";

export type DateCheck =
  | { kind: "free" | "tentative"; date: IsoDay }
  | { kind: "booked"; date: IsoDay; alternatives: IsoDay[] }
  | { kind: "past"; date: IsoDay }
  | { kind: "invalid" | "empty" };

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, "0");
const fromParts = (year: number, month: number, day: number): IsoDay => `${year}-${pad(month)}-${pad(day)}`;

/** "2026-12-12" → the same string; null for anything that is not a real calendar day (2026-02-30). */
export function parseIsoDate(text: string): IsoDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? fromParts(year, month, day)
    : null;
}

/** What a visitor may type: ISO ("2026-12-12", from a date field) or German ("12.12.2026", where the browser shows a text field). */
export function parseDateInput(text: string): IsoDay | null {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  return german ? parseIsoDate(fromParts(Number(german[3]), Number(german[2]), Number(german[1]))) : parseIsoDate(text);
}

/** A content value as a day: Dates (js-yaml's reading of an unquoted date) by their UTC calendar day. */
export function toIsoDay(value: DayValue | null | undefined): IsoDay | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? null
      : fromParts(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
  }
  return typeof value === "string" ? parseIsoDate(value.slice(0, 10)) : null;
}

let berlinFormat: Intl.DateTimeFormat | null | undefined;
/** The calendar day in Hamburg at the moment `now` (the local day where Intl has no time zones). */
export function berlinDay(now: Date): IsoDay {
  if (berlinFormat === undefined) {
    try {
      berlinFormat = new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/Berlin",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      });
    } catch {
      berlinFormat = null;
    }
  }
  if (!berlinFormat) return fromParts(now.getFullYear(), now.getMonth() + 1, now.getDate());
  const parts = Object.fromEntries(berlinFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return fromParts(Number(parts.year), Number(parts.month), Number(parts.day));
}

const dayNumber = (day: IsoDay): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

/** "2026-12-12" + 1 → "2026-12-13", across months and years. */
export function addDays(day: IsoDay, days: number): IsoDay {
  const date = new Date((dayNumber(day) + days) * DAY_MS);
  return fromParts(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** A day as a local Date at midnight, for date pickers (react-day-picker's `disabled`, `modifiers`). */
export const localDate = (day: IsoDay): Date =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** A date picker's local Date as a day. */
export const dayOfLocalDate = (date: Date): IsoDay =>
  fromParts(date.getFullYear(), date.getMonth() + 1, date.getDate());

const daySet = (values: readonly DayValue[] | null | undefined): Set<IsoDay> =>
  new Set((values ?? []).map(toIsoDay).filter((d): d is IsoDay => d !== null));

/** Booked and tentative days from today on (past entries are ignored), sorted; e.g. for the form's date picker. */
export function upcomingDays(
  data: AvailabilityData,
  today: Date = new Date(),
): { booked: IsoDay[]; tentative: IsoDay[] } {
  const from = berlinDay(today);
  const upcoming = (values: readonly DayValue[] | null | undefined) =>
    [...daySet(values)].filter((d) => d >= from).sort();
  return { booked: upcoming(data.booked), tentative: upcoming(data.tentative) };
}

/** Days from the owner's calendar (gatsby/calendar-source.ts) with the day they were last known. */
export interface CalendarAvailability {
  booked: readonly IsoDay[];
  tentative: readonly IsoDay[];
  /** "Stand:" when the calendar was read; null keeps the list's own updatedAt. */
  knownOn?: IsoDay | null;
}

/**
 * The list's days and the calendar's together: a day booked in either is booked, else held in
 * either is held. "Stand:" becomes the day the calendar was read, when it was.
 */
export function mergeAvailability(
  data: AvailabilityData,
  calendar: CalendarAvailability | null | undefined,
): AvailabilityData {
  if (!calendar) return data;
  const booked = daySet([...(data.booked ?? []), ...calendar.booked]);
  const tentative = [...daySet([...(data.tentative ?? []), ...calendar.tentative])].filter((d) => !booked.has(d));
  return { updatedAt: calendar.knownOn ?? data.updatedAt, booked: [...booked].sort(), tentative: tentative.sort() };
}

/** Status of one day by the lists alone. Booked wins should an editor put a day in both lists. */
export function dayStatus(day: IsoDay, data: AvailabilityData): DayStatus {
  if (daySet(data.booked).has(day)) return "booked";
  return daySet(data.tentative).has(day) ? "tentative" : "free";
}

export interface AlternativeOptions {
  /** How many free days at most (default 3). */
  max?: number;
  /** How far before and after the booked day to look (default 14 days). */
  windowDays?: number;
}

/** The free days nearest to `day` (neither booked nor tentative, not before today), nearest first; ties: the earlier day first. */
export function nearestFreeDays(
  day: IsoDay,
  data: AvailabilityData,
  today: Date = new Date(),
  { max = 3, windowDays = 14 }: AlternativeOptions = {},
): IsoDay[] {
  const from = berlinDay(today);
  const taken = new Set([...daySet(data.booked), ...daySet(data.tentative)]);
  const result: IsoDay[] = [];
  for (let distance = 1; distance <= windowDays && result.length < max; distance++) {
    for (const candidate of [addDays(day, -distance), addDays(day, distance)]) {
      if (result.length < max && candidate >= from && !taken.has(candidate)) result.push(candidate);
    }
  }
  return result;
}

/** The answer of „Ist mein Termin frei?“ for what the visitor entered. Today counts as bookable, yesterday as past. */
export function checkDate(
  input: string | null | undefined,
  data: AvailabilityData,
  today: Date = new Date(),
): DateCheck {
  if (!input || !input.trim()) return { kind: "empty" };
  const date = parseDateInput(input);
  if (!date) return { kind: "invalid" };
  if (date < berlinDay(today)) return { kind: "past", date };
  const kind = dayStatus(date, data);
  return kind === "booked" ? { kind, date, alternatives: nearestFreeDays(date, data, today) } : { kind, date };
}

/** Query parameter of /kontakt that carries the date (also the name of the check's date field). */
export const DATE_PARAM = "datum";
/** id of the enquiry form's section on /kontakt (src/sections/contact/ContactForm.tsx). */
export const AVAILABILITY_FORM_ANCHOR = "anfrage";

/** "/kontakt?datum=2026-12-12#anfrage": the call to action after a check. */
export const availabilityHref = (contactPath: string, day: IsoDay): string =>
  `${contactPath}?${new URLSearchParams({ [DATE_PARAM]: day }).toString()}#${AVAILABILITY_FORM_ANCHOR}`;

/** "2026-12-12" → "Samstag, 12. Dezember 2026": how the check names every date. */
export function formatCheckDate(day: IsoDay): string {
  const weekday = M.weekdays[new Date(dayNumber(day) * DAY_MS).getUTCDay()];
  return `${weekday}, ${formatGermanDate(day) ?? day}`;
}

export interface AvailabilityMessage {
  /** Style of the answer: "error" for past, impossible or missing dates. */
  tone: DayStatus | "error";
  /** "Der Samstag, 12. Dezember 2026 ist noch frei." */
  status: string;
  /** Booked only: "Noch frei: …" (or that nothing is free nearby). */
  alternatives: string | null;
  /** "Stand: 20. November 2026". */
  updated: string;
  /** All of it in one line, e.g. for the enquiry form or an e-mail. */
  text: string;
}

/** The German answer for a check result, always with the date the list was last checked. */
export function availabilityMessage(result: DateCheck, updatedAt: DayValue): AvailabilityMessage {
  const updatedDay = toIsoDay(updatedAt);
  const updated = M.updated(updatedDay ? (formatGermanDate(updatedDay) ?? updatedDay) : String(updatedAt));
  let status: string;
  let alternatives: string | null = null;
  switch (result.kind) {
    case "free":
    case "tentative":
      status = M[result.kind](formatCheckDate(result.date));
      break;
    case "booked":
      status = M.booked(formatCheckDate(result.date));
      alternatives = result.alternatives.length
        ? M.alternatives(result.alternatives.map(formatCheckDate))
        : M.noAlternatives;
      break;
    case "past":
      status = M.past(formatCheckDate(result.date));
      break;
    default:
      status = M[result.kind];
  }
  const tone =
    result.kind === "free" || result.kind === "tentative" || result.kind === "booked" ? result.kind : "error";
  return { tone, status, alternatives, updated, text: [status, alternatives, updated].filter(Boolean).join(" ") };
}
