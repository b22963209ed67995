import ICAL from "ical.js";
import { addDays, dayOf, formatGermanDate, type IsoDay } from "../src/model/calendar-day";

/**
 * Limits of the calendar reader (issue 41), so that no feed can stall the build: recurring events
 * are expanded from just before the build's day (not from their first occurrence in 1970), and each
 * feed gets a budget of occurrences and time. Where the budget runs out, the reader stops and the
 * build log names the event it stopped at – by its position and start, never by its title.
 */

type Event = InstanceType<typeof ICAL.Event>;
type Time = InstanceType<typeof ICAL.Time>;

export interface CalendarBudget {
  /** Occurrences read from one feed, over all its events. */
  occurrences: number;
  /** Time for reading one feed (after parsing), in ms. */
  ms: number;
  /** Occurrences of one recurring event within the window. */
  perEvent: number;
}

export const CALENDAR_BUDGET: CalendarBudget = { occurrences: 200_000, ms: 5_000, perEvent: 20_000 };

/** Thrown when a feed's budget is spent; `event` describes where. */
export class BudgetSpent extends Error {}

/** Seconds of one step of a rule whose period is fixed; other rules (monthly, yearly) are left as they are. */
const PERIOD_SECONDS: Record<string, number> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 3600,
  DAILY: 86_400,
  WEEKLY: 7 * 86_400,
};

const FREQ_NAMES: Record<string, string> = {
  SECONDLY: "sekündlich",
  MINUTELY: "minütlich",
  HOURLY: "stündlich",
  DAILY: "täglich",
  WEEKLY: "wöchentlich",
  MONTHLY: "monatlich",
  YEARLY: "jährlich",
};

const daysBetween = (a: IsoDay, b: IsoDay): number => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/**
 * Where to start expanding a recurring event: a whole number of its periods after its start, a few
 * days (and its own duration) before `from`. Every occurrence from there on is one of the rule's (the
 * phase is kept); the start itself, which ical.js always yields, lies before the window. Rules with
 * COUNT, several RRULEs or months and years as period start at their DTSTART.
 */
export function expansionStart(event: Event, from: IsoDay): Time | undefined {
  const rules = event.component.getAllProperties("rrule");
  if (rules.length !== 1) return undefined;
  const rule = rules[0].getFirstValue() as InstanceType<typeof ICAL.Recur>;
  const period = PERIOD_SECONDS[rule.freq];
  if (!period || rule.count) return undefined;
  const start = event.startDate;
  const durationDays = Math.max(0, Math.ceil(event.duration.toSeconds() / 86_400));
  const target = addDays(from, -(durationDays + 2));
  const gap = daysBetween(dayOf(start), target);
  if (!(gap > 0)) return undefined;
  const step = period * Math.max(1, rule.interval || 1);
  const steps = Math.floor((gap * 86_400) / step);
  if (steps <= 0) return undefined;
  const seconds = steps * step;
  const shifted = start.clone();
  shifted.adjust(Math.floor(seconds / 86_400), 0, 0, seconds % 86_400);
  return shifted;
}

/** "Termin 17 im Kalender (Beginn 01.01.1970, wiederholt sekündlich)": an event for the log, without its content. */
export function describeEvent(position: number, event: { startDate?: Time; component: Event["component"] }): string {
  let start = "";
  try {
    const day = event.startDate ? dayOf(event.startDate) : null;
    if (day) start = `Beginn ${formatGermanDate(day) ?? day}`;
  } catch {
    // no readable start: the position alone
  }
  const rule = event.component.getFirstPropertyValue("rrule") as InstanceType<typeof ICAL.Recur> | null;
  const repeat = rule?.freq ? `wiederholt ${FREQ_NAMES[rule.freq] ?? rule.freq.toLowerCase()}` : "";
  const details = [start, repeat].filter(Boolean).join(", ");
  return `Termin ${position} im Kalender${details ? ` (${details})` : ""}`;
}
