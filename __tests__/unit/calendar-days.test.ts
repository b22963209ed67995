/**
 * @jest-environment node
 */
import { CalendarError, calendarDays, daysOfTimedEvent, eventState, HORIZON_YEARS } from "../../gatsby/calendar-days";
import { instantOf, wallTimeAt } from "../../src/model/calendar-day";
import { OUTLOOK_VTIMEZONE, PRIVATE_DETAILS, privateLines, privateNeedles, vcalendar, vevent } from "../support/ics";

/** The build's day in these tests; every event lies after it unless a test says otherwise. */
const FROM = "2026-11-25";
const read = (events: string[], timezones?: string[]) => calendarDays(vcalendar(events, timezones), { from: FROM });
const days = (events: string[], timezones?: string[]) => {
  const { booked, tentative } = read(events, timezones);
  return { booked, tentative };
};
let uid = 0;
const event = (...lines: string[]) => vevent(`UID:test-${++uid}@example.org`, "DTSTAMP:20261101T090000Z", ...lines);

describe("the owner's calendar as days in Hamburg: which days an event blocks", () => {
  it("an all-day event blocks its day; DTEND is the day after (exclusive)", () => {
    expect(days([event("DTSTART;VALUE=DATE:20261212", "DTEND;VALUE=DATE:20261213")]).booked).toEqual(["2026-12-12"]);
    expect(days([event("DTSTART;VALUE=DATE:20261212")]).booked).toEqual(["2026-12-12"]);
  });

  it("a multi-day all-day event blocks every day up to, not including, DTEND", () => {
    expect(days([event("DTSTART;VALUE=DATE:20261218", "DTEND;VALUE=DATE:20261221")]).booked).toEqual([
      "2026-12-18",
      "2026-12-19",
      "2026-12-20",
    ]);
  });

  it("a timed event counts on Hamburg clocks: 23:30 UTC in December is the next day in Hamburg", () => {
    expect(days([event("DTSTART:20261212T233000Z", "DTEND:20261213T013000Z")]).booked).toEqual(["2026-12-13"]);
    expect(days([event("DTSTART:20261212T150000Z", "DTEND:20261212T200000Z")]).booked).toEqual(["2026-12-12"]);
  });

  it("reads TZID events by the calendar's own VTIMEZONE, also under Outlook's Windows zone name", () => {
    expect(
      days([event("DTSTART;TZID=Europe/Berlin:20270710T000000", "DTEND;TZID=Europe/Berlin:20270710T050000")]).booked,
    ).toEqual(["2027-07-10"]);
    const outlook = [
      event(
        "DTSTART;TZID=W. Europe Standard Time:20270710T000000",
        "DTEND;TZID=W. Europe Standard Time:20270710T050000",
      ),
    ];
    expect(days(outlook, [OUTLOOK_VTIMEZONE]).booked).toEqual(["2027-07-10"]);
  });

  it("reads a TZID the file does not define by its IANA name, and floating times as Hamburg time", () => {
    // 20:00 in New York is 02:00 the next morning in Hamburg.
    expect(
      days([event("DTSTART;TZID=America/New_York:20270301T200000", "DTEND;TZID=America/New_York:20270301T230000")], [])
        .booked,
    ).toEqual(["2027-03-02"]);
    expect(days([event("DTSTART:20270301T233000", "DTEND:20270302T010000")], []).booked).toEqual(["2027-03-01"]);
  });

  it("an evening event past midnight blocks only its start day; ending after 06:00 it blocks both", () => {
    const evening = (end: string) =>
      days([event("DTSTART;TZID=Europe/Berlin:20261212T190000", `DTEND;TZID=Europe/Berlin:${end}`)]).booked;
    expect(evening("20261213T020000")).toEqual(["2026-12-12"]);
    expect(evening("20261213T060000")).toEqual(["2026-12-12"]);
    expect(evening("20261213T063000")).toEqual(["2026-12-12", "2026-12-13"]);
    expect(evening("20261213T000000")).toEqual(["2026-12-12"]);
  });

  it("a weekend booking from Friday to Sunday night blocks Friday and Saturday", () => {
    expect(
      days([event("DTSTART;TZID=Europe/Berlin:20261211T100000", "DTEND;TZID=Europe/Berlin:20261213T030000")]).booked,
    ).toEqual(["2026-12-11", "2026-12-12"]);
  });

  it("the night rule works on wall-clock times, across the change to summer time", () => {
    const at = (iso: string) => wallTimeAt(Date.parse(iso), "Europe/Berlin");
    expect(daysOfTimedEvent(at("2027-03-27T19:00:00+01:00"), at("2027-03-28T05:00:00+02:00"))).toEqual(["2027-03-27"]);
    expect(daysOfTimedEvent(at("2027-03-27T19:00:00+01:00"), at("2027-03-27T19:00:00+01:00"))).toEqual(["2027-03-27"]);
    // 02:30 does not exist on that morning: read with the winter offset, i.e. 03:30 summer time.
    const skipped = instantOf({ year: 2027, month: 3, day: 28, hour: 2, minute: 30, second: 0 }, "Europe/Berlin");
    expect(new Date(skipped).toISOString()).toBe("2027-03-28T01:30:00.000Z");
    // 02:30 happens twice in October: the first one.
    const repeated = instantOf({ year: 2027, month: 10, day: 31, hour: 2, minute: 30, second: 0 }, "Europe/Berlin");
    expect(new Date(repeated).toISOString()).toBe("2027-10-31T00:30:00.000Z");
  });
});

describe("recurring events", () => {
  it("expands RRULE, leaves out EXDATE and follows RECURRENCE-ID overrides (moved, held, cancelled)", () => {
    const series = `UID:serie@example.org`;
    const ics = [
      vevent(
        series,
        "DTSTAMP:20261101T090000Z",
        "DTSTART;TZID=Europe/Berlin:20270105T190000",
        "DTEND;TZID=Europe/Berlin:20270105T230000",
        "RRULE:FREQ=WEEKLY;COUNT=6",
        "EXDATE;TZID=Europe/Berlin:20270112T190000",
      ),
      // the 19th moves to the 20th
      vevent(
        series,
        "RECURRENCE-ID;TZID=Europe/Berlin:20270119T190000",
        "DTSTART;TZID=Europe/Berlin:20270120T190000",
        "DTEND;TZID=Europe/Berlin:20270120T230000",
      ),
      // the 26th is only held, the 2nd of February cancelled
      vevent(
        series,
        "RECURRENCE-ID;TZID=Europe/Berlin:20270126T190000",
        "DTSTART;TZID=Europe/Berlin:20270126T190000",
        "DTEND;TZID=Europe/Berlin:20270126T230000",
        "STATUS:TENTATIVE",
      ),
      vevent(
        series,
        "RECURRENCE-ID;TZID=Europe/Berlin:20270202T190000",
        "DTSTART;TZID=Europe/Berlin:20270202T190000",
        "DTEND;TZID=Europe/Berlin:20270202T230000",
        "STATUS:CANCELLED",
      ),
    ];
    expect(days(ics)).toEqual({ booked: ["2027-01-05", "2027-01-20", "2027-02-09"], tentative: ["2027-01-26"] });
  });

  it("an all-day yearly rule without end is read up to the horizon, and not before the build's day", () => {
    const { booked } = days([event("DTSTART;VALUE=DATE:20201224", "DTEND;VALUE=DATE:20201225", "RRULE:FREQ=YEARLY")]);
    expect(booked[0]).toBe("2026-12-24");
    expect(booked).toHaveLength(HORIZON_YEARS);
    expect(booked.every((d) => d.endsWith("-12-24"))).toBe(true);
  });

  it("an override whose series is not in the file stands alone", () => {
    expect(
      days([event("RECURRENCE-ID:20270301T180000Z", "DTSTART:20270302T180000Z", "DTEND:20270302T200000Z")]).booked,
    ).toEqual(["2027-03-02"]);
  });
});

describe("state of an event: booked, held (angefragt) or nothing", () => {
  it("STATUS:CANCELLED and TRANSP:TRANSPARENT (and Outlook's 'free') block nothing", () => {
    const result = read([
      event("DTSTART;VALUE=DATE:20261212", "STATUS:CANCELLED"),
      event("DTSTART;VALUE=DATE:20261213", "TRANSP:TRANSPARENT"),
      event("DTSTART:20261214T180000Z", "DTEND:20261214T200000Z", "X-MICROSOFT-CDO-BUSYSTATUS:FREE"),
    ]);
    expect(result).toMatchObject({ booked: [], tentative: [], freeAllDay: 1 });
  });

  it("STATUS:TENTATIVE, Outlook's 'Mit Vorbehalt' and titles starting with „Option“ or „?“ are held", () => {
    const { tentative, booked } = days([
      event("DTSTART;VALUE=DATE:20261212", "STATUS:TENTATIVE"),
      event("DTSTART;VALUE=DATE:20261213", "X-MICROSOFT-CDO-BUSYSTATUS:TENTATIVE"),
      event("DTSTART;VALUE=DATE:20261214", "SUMMARY:Option: Firmenfeier Hansewerft"),
      event("DTSTART;VALUE=DATE:20261215", "SUMMARY:? Geburtstag"),
      event("DTSTART;VALUE=DATE:20261216", "SUMMARY:Optionsgespräch mit Caterer"),
    ]);
    expect(tentative).toEqual(["2026-12-12", "2026-12-13", "2026-12-14", "2026-12-15"]);
    expect(booked).toEqual(["2026-12-16"]);
    expect(eventState({ summary: "  option hochzeit" })).toBe("tentative");
    expect(eventState({ summary: "Hochzeit (Option)" })).toBe("booked");
  });

  it("a day with a booked and a held event is booked", () => {
    expect(
      days([
        event("DTSTART;VALUE=DATE:20261212", "STATUS:TENTATIVE"),
        event("DTSTART:20261212T180000Z", "DTEND:20261212T220000Z"),
      ]),
    ).toEqual({
      booked: ["2026-12-12"],
      tentative: [],
    });
  });

  it("days before the build's day are left out", () => {
    expect(days([event("DTSTART;VALUE=DATE:20261120", "DTEND;VALUE=DATE:20261127")]).booked).toEqual([
      "2026-11-25",
      "2026-11-26",
    ]);
  });
});

describe("files that are not a readable calendar", () => {
  it("an event without a start is counted as unreadable; the others still count", () => {
    const result = read([event("SUMMARY:kaputt"), event("DTSTART;VALUE=DATE:20261212")]);
    expect(result).toMatchObject({ booked: ["2026-12-12"], unreadable: 1 });
  });

  it.each([
    ["an HTML page (a login page instead of the calendar)", "<!doctype html><html><body>Anmelden</body></html>"],
    ["a cut-off download", vcalendar([event("DTSTART;VALUE=DATE:20261212")]).replace(/END:VCALENDAR\s*$/, "")],
    ["a broken line", vcalendar([event("DTSTART;VALUE=DATE:20261212", `${PRIVATE_DETAILS.summary} ohne Doppelpunkt`)])],
    ["an empty answer", ""],
  ])("%s is refused with a CalendarError that quotes nothing from the file", (_what, text) => {
    let error: unknown;
    try {
      calendarDays(text, { from: FROM });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CalendarError);
    for (const needle of privateNeedles()) expect((error as Error).message).not.toContain(needle);
  });
});

describe("nothing private leaves the reader", () => {
  it("returns days, counts and a time stamp only", () => {
    const result = read([
      vevent(
        ...privateLines(1),
        "DTSTART;TZID=Europe/Berlin:20261212T190000",
        "DTEND;TZID=Europe/Berlin:20261213T020000",
      ),
      vevent(...privateLines(2, "Option Schimmelpfennig"), "DTSTART;VALUE=DATE:20261219"),
    ]);
    expect(result).toEqual({
      booked: ["2026-12-12"],
      tentative: ["2026-12-19"],
      unreadable: 0,
      freeAllDay: 0,
      stampedAt: Date.parse("2026-11-01T09:00:00Z"),
      skippedSeries: [],
      steps: 0,
    });
    const json = JSON.stringify(result);
    for (const needle of privateNeedles()) expect(json).not.toContain(needle);
  });
});
