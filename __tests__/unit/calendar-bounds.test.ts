/**
 * @jest-environment node
 */
// The security probe after issue 41. (1) A rule that never matches (RRULE:FREQ=DAILY;BYMONTH=2;
// BYMONTHDAY=30) hung every build inside ical.js – also as an invitation nobody answered, because
// series were expanded before the owner's answer was read. (2) A 5-second budget for the whole feed
// dropped the bookings at the end of big calendars. (3) Limits must be counted, never timed: the
// same calendar gives the same days on every machine.
import path from "path";
import { Worker } from "worker_threads";
import ICAL from "ical.js";
import { calendarDays, type CalendarReading } from "../../gatsby/calendar-days";
import { calendarFromTexts, type CalendarResult } from "../../gatsby/calendar-source";
import {
  BudgetSpent,
  CALENDAR_BUDGET,
  LABEL_MAX,
  StepCounter,
  countRules,
  horizonTime,
  neverOccurs,
  printable,
  type CalendarBudget,
} from "../../gatsby/calendar-budget";
import { addDays } from "../../src/model/calendar-day";
import { icsDate, privateLines, vcalendar, vevent } from "../support/ics";

// Counts the events ical.js is asked to build: past events must be passed over before that.
const mockBuilt = { events: 0 };
jest.mock("ical.js", () => {
  const actual = jest.requireActual("ical.js");
  const real = actual.default ?? actual;
  class CountedEvent extends real.Event {
    constructor(...args: unknown[]) {
      super(...args);
      mockBuilt.events += 1;
    }
  }
  return { __esModule: true, default: { ...real, Event: CountedEvent } };
});

/** The build's day in these tests (never the real clock). */
const FROM = "2026-11-28";
const NOW = new Date("2026-11-28T10:00:00Z");
const OWNER = "dj@event-dj-hamburg.example";
const ROOT = path.resolve(__dirname, "../..");

/** The rule from the probe: 30 February, every day – it never occurs. */
const FEB_30 = "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30";
/** No match before 29 February 2044 (a Monday), and no up-front check can tell: ical.js searches second by second. */
const FAR_OFF = "RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO";

const series = (uid: string, summary: string, rule: string, ...lines: string[]) =>
  vevent(`UID:${uid}`, "DTSTAMP:20261101T090000Z", `SUMMARY:${summary}`, "DTSTART;VALUE=DATE:20260101", rule, ...lines);
const unanswered = (uid: string, rule: string) =>
  vevent(
    `UID:${uid}`,
    "DTSTAMP:20261101T090000Z",
    "SUMMARY:Anfrage Firmenfeier",
    "DTSTART;TZID=Europe/Berlin:20260102T180000",
    "DTEND;TZID=Europe/Berlin:20260102T230000",
    rule,
    "ORGANIZER;CN=Kundin:mailto:kundin@example.org",
    "ATTENDEE;CN=Kundin;PARTSTAT=ACCEPTED:mailto:kundin@example.org",
    `ATTENDEE;CN=DJ;PARTSTAT=NEEDS-ACTION:mailto:${OWNER}`,
  );
const booking = (day: string, uid = `buchung-${day}@example.org`) =>
  vevent(`UID:${uid}`, "DTSTAMP:20261101T090000Z", "SUMMARY:Hochzeit", `DTSTART;VALUE=DATE:${icsDate(day)}`);

const source = (text: string) => [{ label: "test.ics", text, fromAddress: false }];

/**
 * Reads a calendar in a worker thread, so that a reader that hangs fails the test (the worker is
 * stopped) instead of hanging the test run: jest's own timeout cannot interrupt a loop that never
 * returns to the event loop.
 */
function readInWorker(ics: string, timeoutMs = 15_000): Promise<{ reading: CalendarReading; result: CalendarResult }> {
  const code = `
    const { parentPort, workerData } = require("worker_threads");
    const tsx = require(workerData.tsx);
    const { calendarDays } = tsx.require(workerData.days, workerData.days);
    const { calendarFromTexts } = tsx.require(workerData.source, workerData.source);
    const { ics, from, now, owners } = workerData;
    parentPort.postMessage({
      reading: calendarDays(ics, { from, owners }),
      result: calendarFromTexts([{ label: "test.ics", text: ics, fromAddress: false }], new Date(now), owners),
    });
  `;
  const worker = new Worker(code, {
    eval: true,
    workerData: {
      tsx: require.resolve("tsx/cjs/api", { paths: [ROOT] }),
      days: path.join(ROOT, "gatsby/calendar-days.ts"),
      source: path.join(ROOT, "gatsby/calendar-source.ts"),
      ics,
      from: FROM,
      now: NOW.toISOString(),
      owners: [OWNER],
    },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`Der Kalender-Leser hängt: nach ${timeoutMs / 1000} s keine Antwort`));
    }, timeoutMs);
    worker.once("message", (message) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(message);
    });
    worker.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

describe("a rule that never matches does not hang the build (probe finding 1)", () => {
  it("30 February as an event and as an unanswered invitation: the reader returns, books the other day and names the event", async () => {
    const ics = vcalendar([
      series("nie-30-februar@example.org", "Geburtstag am 30. Februar", FEB_30),
      unanswered("anfrage-30-februar@example.org", FEB_30),
      booking("2026-12-12"),
    ]);
    const { reading, result } = await readInWorker(ics);
    expect(reading.booked).toEqual(["2026-12-12"]);
    expect(reading.skippedSeries).toEqual([
      { event: "„Geburtstag am 30. Februar“ (UID nie-30-februar@example.org)", reason: "never" },
    ]);
    // Neither series was expanded: the rule is recognised up front, the invitation dropped unread.
    expect(reading.steps).toBe(0);
    expect(result.booked).toEqual(["2026-12-12"]);
    expect(result.warnings).toEqual([
      expect.stringMatching(
        /^Kalender aus test\.ics: Serie „Geburtstag am 30\. Februar“ \(UID nie-30-februar@example\.org\) übersprungen: Ihre Wiederholungsregel trifft nie zu/,
      ),
    ]);
    expect(result.warnings.join("\n")).not.toContain("anfrage-30-februar");
  }, 20_000);

  it("a rule ical.js would search second by second for years: the counted bound ends it, the invitation is never expanded", async () => {
    const ics = vcalendar([
      series("sekundentakt@example.org", "Montag 29. Februar", FAR_OFF),
      unanswered("anfrage-sekundentakt@example.org", FAR_OFF),
      booking("2027-06-12"),
    ]);
    const { reading, result } = await readInWorker(ics);
    expect(reading.booked).toEqual(["2027-06-12"]);
    expect(reading.skippedSeries).toEqual([
      { event: "„Montag 29. Februar“ (UID sekundentakt@example.org)", reason: "series" },
    ]);
    expect(reading.steps).toBe(CALENDAR_BUDGET.perSeries);
    expect(result.warnings).toEqual([
      expect.stringContaining(
        "Serie „Montag 29. Februar“ (UID sekundentakt@example.org) übersprungen: Ihre Wiederholungen brauchen mehr als 10.000 Rechenschritte",
      ),
    ]);
  }, 20_000);

  it("ical.js's own next() on the probe's rule is bounded by counted steps, even without the up-front check", () => {
    const [component] = new ICAL.Component(
      ICAL.parse(vcalendar([series("nie@example.org", "Nie", FEB_30)])) as unknown as unknown[],
    ).getAllSubcomponents("vevent");
    const expand = (budget: CalendarBudget) => {
      const counter = new StepCounter(budget);
      countRules(component, horizonTime("2031-11-28"), counter);
      const expansion = new ICAL.Event(component, { exceptions: [] }).iterator();
      const occurrences: string[] = [];
      try {
        for (let next = expansion.next(); next; next = expansion.next()) occurrences.push(next.toString());
      } catch (error) {
        return { occurrences, steps: counter.spent, stopped: (error as BudgetSpent).reason };
      }
      return { occurrences, steps: counter.spent, stopped: null };
    };
    // Unlimited: ical.js hands out DTSTART, then searches – but not beyond the reader's horizon.
    const whole = expand({ perSeries: 1e9, total: 1e9 });
    expect(whole).toMatchObject({ occurrences: ["2026-01-01"], stopped: null });
    expect(whole.steps).toBeGreaterThan(365 * 5);
    expect(whole.steps).toBeLessThan(365 * 7);
    expect(expand({ perSeries: 1e9, total: 1e9 })).toEqual(whole);
    // With 100 steps it stops at the 100th, every time (inside the search that follows DTSTART).
    expect(expand({ perSeries: 100, total: 1e9 })).toEqual({ occurrences: [], steps: 100, stopped: "series" });
    expect(expand({ perSeries: 1e9, total: 100 })).toEqual({ occurrences: [], steps: 100, stopped: "total" });
  });

  // (Values out of range – BYMONTHDAY=32, BYMONTH=13, BYHOUR=24 … – ical.js refuses when it reads the
  // rule: such an event counts as unreadable.)
  it("recognises rules that can never occur – and only those", () => {
    const never = (rule: string) => neverOccurs(ICAL.Recur.fromString(rule));
    for (const rule of [
      "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30,31",
      "FREQ=MONTHLY;BYMONTH=4,6,9,11;BYMONTHDAY=31",
      "FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=-30",
      "FREQ=YEARLY;BYWEEKNO=20;BYMONTH=12",
      "FREQ=YEARLY;BYWEEKNO=1,2;BYMONTH=6,7",
    ])
      expect([rule, never(rule)]).toEqual([rule, true]);
    for (const rule of [
      "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29",
      "FREQ=MONTHLY;BYMONTHDAY=31",
      "FREQ=MONTHLY;BYMONTHDAY=-1",
      "FREQ=YEARLY;BYMONTH=2,3;BYMONTHDAY=30",
      "FREQ=YEARLY;BYYEARDAY=366",
      "FREQ=YEARLY;BYWEEKNO=1;BYMONTH=12",
      "FREQ=YEARLY;BYWEEKNO=53;BYMONTH=1",
      "FREQ=YEARLY;BYWEEKNO=9;BYMONTH=2",
      "FREQ=WEEKLY;BYDAY=MO,WE,FR",
      "FREQ=MONTHLY;BYDAY=1MO;BYMONTHDAY=1,2,3,4,5,6,7",
    ])
      expect([rule, never(rule)]).toEqual([rule, false]);
  });

  it("the owner's answer is read before any expansion: a declined series costs nothing, an instance accepted on its own counts", () => {
    const declined = (partstat: string, ...lines: string[]) => [
      "ORGANIZER:mailto:kundin@example.org",
      `ATTENDEE;PARTSTAT=${partstat}:mailto:${OWNER}`,
      "ATTENDEE;PARTSTAT=ACCEPTED:mailto:kollege@example.org",
      ...lines,
    ];
    const ics = vcalendar([
      vevent(
        "UID:proben@example.org",
        "SUMMARY:Proben",
        "DTSTART;TZID=Europe/Berlin:20261204T180000",
        "DTEND;TZID=Europe/Berlin:20261204T220000",
        "RRULE:FREQ=MINUTELY",
        ...declined("DECLINED"),
      ),
      vevent(
        "UID:proben@example.org",
        "RECURRENCE-ID;TZID=Europe/Berlin:20261211T180000",
        "DTSTART;TZID=Europe/Berlin:20261211T180000",
        "DTEND;TZID=Europe/Berlin:20261211T220000",
        ...declined("ACCEPTED"),
      ),
    ]);
    const reading = calendarDays(ics, { from: FROM, owners: [OWNER] });
    expect(reading).toMatchObject({ booked: ["2026-12-11"], skippedSeries: [], steps: 0, unreadable: 0 });
  });
});

/** 5,000 bookings from 1 January 2016 to 19 November 2026, then one on 12 June 2027 at the end of the file. */
function bigCalendar(): string {
  const events: string[] = [];
  for (let n = 0; n < 5_000; n++) {
    const day = addDays("2016-01-01", Math.floor((n * 3_975) / 5_000));
    const next = icsDate(addDays(day, 1));
    const lines = privateLines(n);
    if (n % 5 === 0) events.push(vevent(...lines, `DTSTART;VALUE=DATE:${icsDate(day)}`, `DTEND;VALUE=DATE:${next}`));
    else if (n % 7 === 0) events.push(vevent(...lines, `DTSTART:${icsDate(day)}T180000Z`, "DURATION:PT8H"));
    else
      events.push(
        vevent(
          ...lines,
          `DTSTART;TZID=Europe/Berlin:${icsDate(day)}T190000`,
          `DTEND;TZID=Europe/Berlin:${next}T020000`,
          ...(n % 11 === 0 ? ["STATUS:CANCELLED"] : []),
        ),
      );
  }
  events.push(booking("2027-06-12", "juni-2027@example.org"));
  return vcalendar(events);
}

describe("big calendars keep their future bookings (probe finding 2)", () => {
  afterEach(() => jest.restoreAllMocks());

  it("5,000 past events and a booking on 12 June 2027 at the end: the day is booked, on a slow clock too", () => {
    const ics = bigCalendar();
    // A very slow machine: every look at the clock finds a second gone.
    let clock = NOW.getTime();
    jest.spyOn(Date, "now").mockImplementation(() => (clock += 1_000));
    mockBuilt.events = 0;
    const reading = calendarDays(ics, { from: FROM });
    expect(reading.booked).toEqual(["2027-06-12"]);
    expect(reading).toMatchObject({ tentative: [], unreadable: 0, skippedSeries: [], steps: 0 });
    // The past events were passed over by their dates: ical.js built the one booking ahead.
    expect(mockBuilt.events).toBe(1);
    const result = calendarFromTexts(source(ics), NOW);
    expect(result.booked).toEqual(["2027-06-12"]);
    expect(result.warnings).toEqual([]);
  }, 20_000);

  it("an event that began before the build's day and lasts into it still counts; one that ended the night before does not", () => {
    const ics = vcalendar([
      // all-day 20 November – 1 December (DTEND exclusive)
      vevent("UID:lang@example.org", "DTSTART;VALUE=DATE:20261120", "DTEND;VALUE=DATE:20261202"),
      // Honolulu, 27 November 20:00–23:00 = 28 November 07:00–10:00 in Hamburg
      vevent(
        "UID:honolulu@example.org",
        "DTSTART;TZID=Pacific/Honolulu:20261127T200000",
        "DTEND;TZID=Pacific/Honolulu:20261127T230000",
      ),
      // 26 November for two days (DURATION)
      vevent("UID:dauer@example.org", "DTSTART;VALUE=DATE:20261126", "DURATION:P3D"),
      // the evening before the build's day, until 02:00
      vevent(
        "UID:vorabend@example.org",
        "DTSTART;TZID=Europe/Berlin:20261127T190000",
        "DTEND;TZID=Europe/Berlin:20261128T020000",
      ),
    ]);
    const { booked } = calendarDays(ics, { from: FROM });
    expect(booked).toEqual(["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01"]);
  });
});

describe("limits are counted, never timed (probe finding 3)", () => {
  afterEach(() => jest.restoreAllMocks());

  it("the budget has no time: a number of steps per series and per calendar", () => {
    expect(Object.keys(CALENDAR_BUDGET).sort()).toEqual(["perSeries", "total"]);
    expect(CALENDAR_BUDGET).toEqual({ perSeries: 10_000, total: 100_000 });
    // @ts-expect-error – no time field: a limit in milliseconds would give other days on a slower machine
    const timed: CalendarBudget = { perSeries: 1, total: 1, ms: 5_000 };
    expect(timed).toBeDefined();
  });

  /** Series of every kind; with the small budget below the hourly one is skipped, the yearly one runs out of the total. */
  const mixed = vcalendar([
    series("woechentlich@example.org", "Probe", "RRULE:FREQ=WEEKLY;BYDAY=FR"),
    series("werktags@example.org", "Büro", "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270301"),
    vevent(
      "UID:stuendlich@example.org",
      "SUMMARY:Erinnerung",
      "DTSTART;TZID=Europe/Berlin:20261201T080000",
      "RRULE:FREQ=HOURLY",
    ),
    series("nie@example.org", "Nie", FEB_30),
    series("jaehrlich@example.org", "Jahrestag", "RRULE:FREQ=YEARLY;BYMONTH=7;BYMONTHDAY=4"),
    booking("2027-06-12"),
  ]);
  // Steps: weekly 527, weekdays 167, hourly 600 (its limit), yearly 13 – of which 6 are left.
  const SMALL: CalendarBudget = { perSeries: 600, total: 1_300 };
  /** The same without the rule that never occurs. */
  const busy = mixed.replace(/BEGIN:VEVENT\r\nUID:nie@example\.org[^]*?END:VEVENT\r\n/, "");

  it("a series beyond its steps is skipped the same way every time, and so is one beyond the calendar's total", () => {
    const first = calendarDays(mixed, { from: FROM, budget: SMALL });
    expect(first.skippedSeries).toEqual([
      { event: "„Erinnerung“ (UID stuendlich@example.org)", reason: "series" },
      { event: "„Nie“ (UID nie@example.org)", reason: "never" },
      { event: "„Jahrestag“ (UID jaehrlich@example.org)", reason: "total" },
    ]);
    expect(first.steps).toBe(SMALL.total);
    expect(first.booked).toContain("2027-06-12");
    expect(first.booked).toContain("2026-12-04"); // a Friday
    expect(first.booked).not.toContain("2027-07-04");
    for (let run = 0; run < 3; run++) expect(calendarDays(mixed, { from: FROM, budget: SMALL })).toEqual(first);
  });

  it("the same calendar gives the same days, steps and warnings on a fast and on a very slow machine", () => {
    const read = (budget: CalendarBudget) => ({
      reading: calendarDays(busy, { from: FROM, budget }),
      warnings: calendarFromTexts(source(busy), NOW, [], budget).warnings,
    });
    const budgets = [CALENDAR_BUDGET, SMALL];
    const fast = budgets.map(read);
    // Every look at any clock finds ten minutes gone.
    let clock = NOW.getTime();
    jest.spyOn(Date, "now").mockImplementation(() => (clock += 600_000));
    jest.spyOn(performance, "now").mockImplementation(() => (clock += 600_000));
    expect(budgets.map(read)).toEqual(fast);
    expect(fast[0].reading.booked).toContain("2027-06-12");
    expect(fast[0].reading.skippedSeries).toEqual([
      { event: "„Erinnerung“ (UID stuendlich@example.org)", reason: "series" },
    ]);
  });
});

describe("the warning names a skipped series – by title and UID alone", () => {
  it("no place, description or guest; control and bidi characters removed; at most 80 characters each", () => {
    // "\\n" is how a file writes a line break in a title; ical.js turns it into one.
    const title = `Hochzeit\u0007 Müller\\n\u202eFAKE: Build ok\u202c ${"x".repeat(200)}`;
    const ics = vcalendar([
      vevent(...privateLines(1, title), "DTSTART;VALUE=DATE:20260101", FEB_30),
      booking("2026-12-12"),
    ]);
    const { warnings } = calendarFromTexts(source(ics), NOW);
    expect(warnings).toHaveLength(1);
    const [warning] = warnings;
    expect(warning).toContain("„Hochzeit Müller FAKE: Build ok xxx");
    expect(warning).toContain("(UID geheim-buchung-4711-1@kalender.example.org)");
    // eslint-disable-next-line no-control-regex
    expect(warning).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
    for (const needle of ["Hasenwinkel", "Scheunenweg", "0171 5550199", "kowalczyk"])
      expect(warning).not.toContain(needle);
    const shown = /„([^“]*)“/.exec(warning)![1];
    expect([...shown]).toHaveLength(LABEL_MAX);
    expect(shown.endsWith("…")).toBe(true);
    expect(printable(`a\u0000b\u2028c\u2066d`)).toBe("a b c d");
  });
});
