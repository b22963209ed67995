import {
  addDays,
  berlinDay,
  localDate,
  formatGermanWeekdayDate,
  parseGermanDay,
  parseIsoDate,
  toIsoDay,
  type DayValue,
  type IsoDay,
} from "../model/calendar-day";
import type { AvailabilityData } from "../model/collections";
import { ENQUIRY_CHOICE_PARAMS, choiceParams, enquiryHref, type PageChoice } from "./enquiry-source";

/**
 * Availability as content (content/availability/availability.yaml): which calendar days are booked
 * or held as an option. Days are plain "YYYY-MM-DD" strings (src/model/calendar-day.ts); only
 * "today" comes from a clock, and it is read as the calendar day in Hamburg. This module answers
 * with data; the words a visitor reads are made from it in src/components/AvailabilityCheck.labels.ts.
 */

// The day helpers, for the modules that import them from here.
export { addDays, berlinDay, parseIsoDate, toIsoDay, type DayValue, type IsoDay };
export { dayOfLocalDate, localDate } from "../model/calendar-day";

export type DayStatus = "free" | "tentative" | "booked";

export type DateCheck =
  | { kind: "free" | "tentative"; date: IsoDay }
  | { kind: "booked"; date: IsoDay; alternatives: IsoDay[] }
  | { kind: "past"; date: IsoDay }
  | { kind: "invalid" | "empty" };

/** What a visitor may type: ISO ("2026-12-12", from a date field) or German ("12.12.2026", where the browser shows a text field). */
export const parseDateInput = (text: string): IsoDay | null => parseGermanDay(text) ?? parseIsoDate(text);

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
  /** For a booked Friday or Saturday: how far to look for other Fridays and Saturdays (default 42 days). */
  weekendWindowDays?: number;
}

/**
 * The holidays around the turn of the year on which no one plans a party as a stand-in for another
 * day: Christmas Eve, both Christmas days, New Year's Eve and New Year's Day (month-day → id; the
 * words are in AvailabilityCheck.labels.ts). A visitor may still check one of them themselves.
 */
const HOLIDAYS = {
  "12-24": "heiligabend",
  "12-25": "weihnachtstag1",
  "12-26": "weihnachtstag2",
  "12-31": "silvester",
  "01-01": "neujahr",
} as const;
export type Holiday = (typeof HOLIDAYS)[keyof typeof HOLIDAYS];

/** The holiday a day is (24–26 and 31 December, 1 January), else null. */
export const holidayOf = (day: IsoDay): Holiday | null =>
  (HOLIDAYS as Record<string, Holiday | undefined>)[day.slice(5, 10)] ?? null;

/** Friday or Saturday: the evenings most parties want (a company party, a wedding); a weekday does not replace one. */
export const isWeekendEvening = (day: IsoDay): boolean => [5, 6].includes(localDate(day).getDay());

/**
 * The free days nearest to `day` (neither booked nor tentative, not before today, no holiday of
 * holidayOf), nearest first; ties: the earlier day first. For a Friday or Saturday, the free Fridays
 * and Saturdays come first (within `weekendWindowDays`), then other days; for any other day, the
 * nearest days of any kind.
 */
export function nearestFreeDays(
  day: IsoDay,
  data: AvailabilityData,
  today: Date = new Date(),
  { max = 3, windowDays = 14, weekendWindowDays = 42 }: AlternativeOptions = {},
): IsoDay[] {
  const from = berlinDay(today);
  const taken = new Set([...daySet(data.booked), ...daySet(data.tentative)]);
  const around = (window: number, fits: (candidate: IsoDay) => boolean): IsoDay[] => {
    const found: IsoDay[] = [];
    for (let distance = 1; distance <= window && found.length < max; distance++) {
      for (const candidate of [addDays(day, -distance), addDays(day, distance)]) {
        if (
          found.length < max &&
          candidate >= from &&
          !taken.has(candidate) &&
          !holidayOf(candidate) &&
          fits(candidate)
        )
          found.push(candidate);
      }
    }
    return found;
  };
  if (!isWeekendEvening(day)) return around(windowDays, () => true);
  const weekends = around(weekendWindowDays, isWeekendEvening);
  const others = around(windowDays, (candidate) => !isWeekendEvening(candidate));
  return [...weekends, ...others].slice(0, max);
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
export const DATE_PARAM = ENQUIRY_CHOICE_PARAMS.date;
/** id of the enquiry form's section on /kontakt (src/sections/contact/ContactForm.tsx). */
export const AVAILABILITY_FORM_ANCHOR = "anfrage";

/**
 * "/kontakt?datum=2026-12-12&anlass=hochzeit&von=/hochzeits-dj-hamburg&weg=terminpruefung#anfrage":
 * the call to action after a check, with the page's occasion and town and where the visitor comes from.
 */
export const availabilityHref = (
  contactPath: string,
  day: IsoDay,
  { from, choice }: { from?: string | null; choice?: PageChoice } = {},
): string =>
  enquiryHref({
    from,
    way: "terminpruefung",
    params: { [DATE_PARAM]: day, ...choiceParams(choice) },
    hash: AVAILABILITY_FORM_ANCHOR,
    contactPath,
  });

/** "2026-12-12" → "Samstag, 12. Dezember 2026": how the check names every date. */
export const formatCheckDate = (day: IsoDay): string => formatGermanWeekdayDate(day);
