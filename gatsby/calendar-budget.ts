import ICAL from "ical.js";
import { addDays, dayOf, type IsoDay } from "../src/model/calendar-day";

/**
 * Limits of the calendar reader (issue 41 and the security probe after it), so that no feed can
 * stall the build – and so that the same calendar gives the same days on every machine:
 *
 * - Work is COUNTED, never timed. One step is one candidate time that ical.js checks against a rule
 *   (one pass of the loop inside RecurIterator.next(), which for a rule that never matches would
 *   otherwise spin forever without returning) or one occurrence the expansion hands out. A series
 *   gets `perSeries` steps, all series of one feed together `total` steps.
 * - A series that needs more is skipped whole (it blocks no day) and named in the build log by its
 *   title and UID – the one place where the reader names an event, so that the owner can find it.
 *   The build goes on with the feed's other events.
 * - The dates a series lists (RDATE, EXDATE) count one step each, before ical.js reads them.
 * - Rules that can never occur (30 February, BYMONTHDAY=32, week 60 …) are recognised before any
 *   expansion and skipped the same way.
 * - Recurring events are expanded from just before the build's day (not from their first occurrence
 *   in 1970), and no rule is followed beyond the reader's horizon.
 */

type Event = InstanceType<typeof ICAL.Event>;
type Time = InstanceType<typeof ICAL.Time>;
type Recur = InstanceType<typeof ICAL.Recur>;
type RecurIterator = InstanceType<typeof ICAL.RecurIterator>;
type Component = InstanceType<typeof ICAL.Component>;

export interface CalendarBudget {
  /** Steps of one recurring event (candidate times checked, occurrences handed out, dates listed). */
  perSeries: number;
  /** Steps of all recurring events of one feed together. */
  total: number;
}

/**
 * A daily series over the five years read takes about 3,700 steps, a weekly one about 550, a yearly
 * one since 1970 about 120: the limits leave room for dozens of those, and end a rule that fires
 * every minute, or never, after 10,000 steps (well under a second).
 */
export const CALENDAR_BUDGET: Readonly<CalendarBudget> = Object.freeze({ perSeries: 10_000, total: 100_000 });

/** Why a series blocks no day: its rule never occurs, it needs more than `perSeries` steps, or the feed's `total` is spent. */
export type SkipReason = "never" | "series" | "total";

export interface SkippedSeries {
  /** „Titel“ (UID …): printable, each at most LABEL_MAX characters (seriesLabel). */
  event: string;
  reason: SkipReason;
}

/** Thrown from inside the expansion when a series or the feed has used up its steps. */
export class BudgetSpent extends Error {
  constructor(readonly reason: Exclude<SkipReason, "never">) {
    super(`calendar budget spent (${reason})`);
  }
}

/** The steps of one feed: `series()` starts a new series, `step()` counts one step and throws BudgetSpent when a limit is reached. */
export class StepCounter {
  /** Steps of all series so far. */
  spent = 0;
  private inSeries = 0;
  constructor(readonly budget: CalendarBudget) {}

  /** Whether the feed's steps are used up (every later series is skipped without any work). */
  get exhausted(): boolean {
    return this.spent >= this.budget.total;
  }

  series(): void {
    this.inSeries = 0;
  }

  /** Counts `n` steps (one, or one per date a series lists); throws BudgetSpent instead of going beyond a limit. */
  step(n = 1): void {
    if (this.inSeries + n > this.budget.perSeries) throw new BudgetSpent("series");
    if (this.spent + n > this.budget.total) throw new BudgetSpent("total");
    this.spent += n;
    this.inSeries += n;
  }
}

/** Seconds of one step of a rule whose period is fixed; other rules (monthly, yearly) are left as they are. */
const PERIOD_SECONDS: Record<string, number> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 3600,
  DAILY: 86_400,
  WEEKLY: 7 * 86_400,
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
  const rule = rules[0].getFirstValue() as Recur;
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

// ---------------------------------------------------------------------------------------------
// Rules that can never occur

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Day of the year (1-based, leap year) on which each month begins. */
const MONTH_STARTS = DAYS_IN_MONTH.reduce<number[]>(
  (starts, _, m) => [...starts, m ? starts[m - 1] + DAYS_IN_MONTH[m - 1] : 1],
  [],
);

const numbers = (values: unknown): number[] | undefined =>
  Array.isArray(values) ? values.map((v) => Number(v)).filter((v) => Number.isInteger(v)) : undefined;

/**
 * Whether a rule can never yield an occurrence by its BY… parts: every BYMONTHDAY beyond the longest
 * of its months (30 February, 31 April, 32nd), BYMONTH, BYYEARDAY, BYWEEKNO, BYHOUR, BYMINUTE,
 * BYSECOND or BYSETPOS without one value in range, or weeks that lie in none of its months. Only
 * sure cases count; anything subtler is left to the step budget.
 */
export function neverOccurs(rule: Recur): boolean {
  const parts = rule.parts as Record<string, unknown>;
  const inRange = (name: string, min: number, max: number, negative = false): boolean | undefined => {
    const values = numbers(parts[name]);
    if (!values) return undefined;
    return values.some((v) => (v >= min && v <= max) || (negative && v <= -min && v >= -max));
  };
  if (inRange("BYSECOND", 0, 60) === false) return true;
  if (inRange("BYMINUTE", 0, 59) === false) return true;
  if (inRange("BYHOUR", 0, 23) === false) return true;
  if (inRange("BYMONTH", 1, 12) === false) return true;
  if (inRange("BYYEARDAY", 1, 366, true) === false) return true;
  if (inRange("BYWEEKNO", 1, 53, true) === false) return true;
  if (inRange("BYSETPOS", 1, 366, true) === false) return true;

  const months = numbers(parts.BYMONTH)?.filter((m) => m >= 1 && m <= 12) ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const monthDays = numbers(parts.BYMONTHDAY);
  if (monthDays) {
    const longest = Math.max(...months.map((m) => DAYS_IN_MONTH[m - 1]));
    if (!monthDays.some((d) => d !== 0 && Math.abs(d) <= longest)) return true;
  }
  const weeks = numbers(parts.BYWEEKNO);
  if (weeks && numbers(parts.BYMONTH) && weeks.every((w) => w > 0)) {
    // Week w lies within days 7w − 9 … 7w + 3 of the year; three days of margin each side (week start, leap day).
    const touches = (w: number, m: number) => {
      const first = MONTH_STARTS[m - 1];
      const last = first + DAYS_IN_MONTH[m - 1] - 1;
      return 7 * w - 12 <= last && 7 * w + 6 >= first;
    };
    // Week 1 may begin in December, week 52/53 may end in January.
    const wraps = (w: number, m: number) => (w === 1 && m === 12) || (w >= 52 && m === 1);
    if (!weeks.some((w) => w >= 1 && w <= 53 && months.some((m) => touches(w, m) || wraps(w, m)))) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Counted expansion

/**
 * Makes ical.js count its work for `component`'s rules: each RRULE of the component hands out an
 * iterator that (1) stops at `horizon` – the rule is followed with an UNTIL no later than that – and
 * (2) counts every candidate time it checks with `counter.step()`, so that even a rule that never
 * matches, which ical.js would look for inside a single next() call forever, ends after a counted
 * number of steps. Deterministic: the same calendar takes the same steps on every machine.
 */
export function countRules(component: Component, horizon: Time, counter: StepCounter): void {
  for (const property of component.getAllProperties("rrule")) {
    const rule = property.getFirstValue() as Recur;
    rule.iterator = (start: Time): RecurIterator => {
      const bounded = rule.clone();
      if (!bounded.until || bounded.until.compare(horizon) > 0) bounded.until = horizon.clone();
      const untilYear = bounded.until.year;
      counter.step();
      const iterator = new ICAL.RecurIterator({ rule: bounded, dtstart: start });
      const check = iterator.check_contracting_rules;
      iterator.check_contracting_rules = function (this: RecurIterator) {
        counter.step();
        // Past the horizon: let next() leave its search; it then ends the series on UNTIL.
        if (this.last.year > untilYear) return true;
        return check.call(this);
      };
      return iterator;
    };
  }
}

/**
 * The dates a series lists in RDATE and EXDATE, counted in the raw property values: one step each,
 * charged before ical.js sorts them (which costs far more than linear time for a long list).
 */
export const listedDates = (component: Component): number =>
  (component.jCal[1] as unknown[][]).reduce(
    (sum, property) =>
      sum + (property[0] === "rdate" || property[0] === "exdate" ? Math.max(0, property.length - 3) : 0),
    0,
  );

/** The last moment a rule is followed to: a few days after the last day read, in UTC. */
export const horizonTime = (until: IsoDay): Time => {
  const [year, month, day] = addDays(until, 3).split("-").map(Number);
  return ICAL.Time.fromData(
    { year, month, day, hour: 0, minute: 0, second: 0, isDate: false },
    ICAL.Timezone.utcTimezone,
  );
};

// ---------------------------------------------------------------------------------------------
// Naming a skipped series

/** Longest title or UID the log shows of a skipped series. */
export const LABEL_MAX = 80;

/** Control, format and bidi characters (a title must not rewrite or hide lines of the log). */
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/** A value of an event as the log may show it: printable, on one line, at most LABEL_MAX characters. */
export function printable(value: unknown): string {
  if (typeof value !== "string") return "";
  const clean = value.replace(UNPRINTABLE, " ").replace(/\s+/g, " ").trim();
  const chars = [...clean];
  return chars.length > LABEL_MAX
    ? `${chars
        .slice(0, LABEL_MAX - 1)
        .join("")
        .trimEnd()}…`
    : clean;
}

/** „Geburtstag Oma“ (UID 1234@google.com): how the log names a skipped series, so that the owner can find it. */
export function seriesLabel(component: Component): string {
  const summary = printable(component.getFirstPropertyValue("summary"));
  const uid = printable(component.getFirstPropertyValue("uid"));
  return `${summary ? `„${summary}“` : "ohne Titel"} (${uid ? `UID ${uid}` : "ohne UID"})`;
}

const count = (n: number) => n.toLocaleString("de-DE");

/** Most series one warning names; the rest are counted. */
export const NAMED_SERIES_MAX = 10;

/**
 * German lines for the build log and `npm run check:content` about skipped series, each naming the
 * series by title and UID (seriesLabel), so that the owner can find and fix it in the calendar app.
 */
export function skippedSeriesWarnings(skipped: readonly SkippedSeries[], budget: CalendarBudget): string[] {
  const lines: string[] = [];
  const named = skipped.filter((s) => s.reason !== "total");
  for (const { event, reason } of named.slice(0, NAMED_SERIES_MAX))
    lines.push(
      reason === "never"
        ? `Serie ${event} übersprungen: Ihre Wiederholungsregel trifft nie zu (etwa der 30. Februar oder ein 32. Tag). Sie blockiert keinen Tag – bitte die Wiederholung im Kalender korrigieren.`
        : `Serie ${event} übersprungen: Ihre Wiederholungen brauchen mehr als ${count(budget.perSeries)} Rechenschritte (Grenze je Serie). Sie blockiert keinen Tag – bitte die Wiederholung im Kalender prüfen (eine Regel, die nie oder kaum zutrifft, oder eine Wiederholung im Minuten- oder Stundentakt?).`,
    );
  if (named.length > NAMED_SERIES_MAX)
    lines.push(`Dazu ${count(named.length - NAMED_SERIES_MAX)} weitere Serie(n) aus denselben Gründen übersprungen.`);
  const rest = skipped.filter((s) => s.reason === "total");
  if (rest.length) {
    const names = rest.slice(0, NAMED_SERIES_MAX).map((s) => s.event);
    const more = rest.length > NAMED_SERIES_MAX ? ` und ${count(rest.length - NAMED_SERIES_MAX)} weitere` : "";
    lines.push(
      `Die Serien dieses Kalenders brauchen zusammen mehr als ${count(budget.total)} Rechenschritte (Grenze je Kalender). Übersprungen und ohne blockierte Tage: ${names.join(", ")}${more}. Die übrigen Termine zählen.`,
    );
  }
  return lines;
}
