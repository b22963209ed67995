/**
 * @jest-environment node
 */
// Issue 41, finding 3: no calendar can stall the build (recurrences start at the window, spans are
// clamped, counted steps per series and per feed with a warning naming the series), and invitations
// the owner declined or never answered block no day.
import { calendarDays, HORIZON_YEARS } from "../../gatsby/calendar-days";
import { calendarFromTexts } from "../../gatsby/calendar-source";
import { addDays } from "../../src/model/calendar-day";
import { vcalendar, vevent } from "../support/ics";

const FROM = "2026-11-25";
const UNTIL = `${2026 + HORIZON_YEARS}-11-25`;
const NOW = new Date("2026-11-25T10:00:00Z");
let uid = 0;
const event = (...lines: string[]) => vevent(`UID:hart-${++uid}@example.org`, "DTSTAMP:20261101T090000Z", ...lines);
const timed = (start: string, end: string) => [
  `DTSTART;TZID=Europe/Berlin:${start}`,
  `DTEND;TZID=Europe/Berlin:${end}`,
];
const allDays = (from: string, until: string) => {
  const days: string[] = [];
  for (let day = from; day <= until; day = addDays(day, 1)) days.push(day);
  return days;
};

describe("calendar: no feed stalls the build", () => {
  it("200 events repeating every second since 1970: each is skipped after its counted steps, the rest of the calendar counts", () => {
    const events = [
      ...Array.from({ length: 200 }, (_, n) =>
        vevent(
          `UID:sekunde-${n}@example.org`,
          `SUMMARY:Sekundentakt ${n}`,
          ...timed("19700101T100000", "19700101T100001"),
          "RRULE:FREQ=SECONDLY",
        ),
      ),
      event("DTSTART;VALUE=DATE:20261224", "DTEND;VALUE=DATE:20261225"),
    ];
    const budget = { perSeries: 500, total: 5_000 };
    const result = calendarFromTexts(
      [{ label: "test.ics", text: vcalendar(events), fromAddress: false }],
      NOW,
      [],
      budget,
    );
    expect(result.booked).toEqual(["2026-12-24"]);
    // The first ten series use up their 500 steps each (and with them the calendar's 5,000) …
    for (let n = 0; n < 10; n++)
      expect(result.warnings).toContainEqual(
        expect.stringContaining(
          `Serie „Sekundentakt ${n}“ (UID sekunde-${n}@example.org) übersprungen: Ihre Wiederholungen brauchen mehr als 500 Rechenschritte`,
        ),
      );
    // … the other 190 are skipped without any work, named in one line.
    const total = result.warnings.find((line) => line.includes("Grenze je Kalender"));
    expect(total).toContain("mehr als 5.000 Rechenschritte");
    expect(total).toContain("„Sekundentakt 10“ (UID sekunde-10@example.org)");
    expect(total).toContain("und 180 weitere");
  });

  it("a series beyond its steps is skipped whole; the events before and after it still count", () => {
    const events = [
      event("DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261202"),
      vevent(
        "UID:stuendlich@example.org",
        "SUMMARY:Stündlich",
        ...timed("20261202T100000", "20261202T110000"),
        "RRULE:FREQ=HOURLY",
      ),
      event("DTSTART;VALUE=DATE:20261224", "DTEND;VALUE=DATE:20261225"),
    ];
    const reading = calendarDays(vcalendar(events), { from: FROM, budget: { perSeries: 500, total: 100_000 } });
    expect(reading.skippedSeries).toEqual([{ event: "„Stündlich“ (UID stuendlich@example.org)", reason: "series" }]);
    expect(reading.booked).toEqual(["2026-12-01", "2026-12-24"]);
    expect(reading.steps).toBe(500);
  });

  it("20 all-day events from the year 1000 to 3000 are clamped to the window without stalling the build", () => {
    const events = Array.from({ length: 20 }, () => event("DTSTART;VALUE=DATE:10000101", "DTEND;VALUE=DATE:30000101"));
    const started = Date.now();
    const { booked } = calendarDays(vcalendar(events), { from: FROM });
    expect(Date.now() - started).toBeLessThan(5_000); // a stall guard (unclamped: minutes), not a speed budget
    expect(booked).toEqual(allDays(FROM, UNTIL));
  });

  it("a weekly series since 1990 and an every-third-day series since 1970 keep their phase in the window", () => {
    // 06.01.1990 was a Saturday: every Saturday of the window
    const weekly = calendarDays(
      vcalendar([event(...timed("19900106T190000", "19900106T230000"), "RRULE:FREQ=WEEKLY")]),
      { from: FROM },
    ).booked;
    const saturdays = allDays(FROM, UNTIL).filter((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 6);
    expect(weekly).toEqual(saturdays);

    const everyThird = calendarDays(
      vcalendar([event("DTSTART;VALUE=DATE:19700101", "DTEND;VALUE=DATE:19700102", "RRULE:FREQ=DAILY;INTERVAL=3")]),
      { from: FROM },
    ).booked;
    const epochDay = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
    expect(everyThird).toEqual(allDays(FROM, UNTIL).filter((day) => epochDay(day) % 3 === 0));
  });

  it("a series with COUNT still counts from its first occurrence", () => {
    const { booked } = calendarDays(vcalendar([event("DTSTART;VALUE=DATE:20261120", "RRULE:FREQ=DAILY;COUNT=10")]), {
      from: FROM,
    });
    expect(booked).toEqual(allDays(FROM, "2026-11-29"));
  });
});

describe("calendar: invitations block a day only when the owner accepted", () => {
  const OWNER = "dj@event-dj-hamburg.example";
  const invitation = (partstat: string, day = "20261212", owner = OWNER) =>
    event(
      ...timed(`${day}T180000`, `${day}T230000`),
      "ORGANIZER;CN=Kundin:mailto:kundin@example.org",
      "ATTENDEE;CN=Kundin;PARTSTAT=ACCEPTED:mailto:kundin@example.org",
      `ATTENDEE;CN=DJ;PARTSTAT=${partstat}:mailto:${owner}`,
      "ATTENDEE;CN=Trauzeugin;PARTSTAT=ACCEPTED:mailto:trauzeugin@example.org",
    );
  const read = (events: string[], owners: string[] = [OWNER]) => {
    const { booked, tentative } = calendarDays(vcalendar(events), { from: FROM, owners });
    return { booked, tentative };
  };

  it.each(["DECLINED", "NEEDS-ACTION", "DELEGATED"])("%s blocks nothing", (partstat) => {
    expect(read([invitation(partstat)])).toEqual({ booked: [], tentative: [] });
  });

  it("TENTATIVE holds the day, ACCEPTED books it", () => {
    expect(read([invitation("TENTATIVE")])).toEqual({ booked: [], tentative: ["2026-12-12"] });
    expect(read([invitation("ACCEPTED")])).toEqual({ booked: ["2026-12-12"], tentative: [] });
  });

  it("a declined daily invitation for a year blocks none of its 365 days", () => {
    const declined = event(
      ...timed("20261201T090000", "20261201T100000"),
      "RRULE:FREQ=DAILY;COUNT=365",
      "ORGANIZER:mailto:chef@example.org",
      `ATTENDEE;PARTSTAT=DECLINED:mailto:${OWNER}`,
      "ATTENDEE;PARTSTAT=ACCEPTED:mailto:kollege@example.org",
    );
    expect(read([declined]).booked).toEqual([]);
  });

  it("finds the owner by the calendar's name (Google), by own events' organiser, or as the only guest", () => {
    const named = vcalendar([invitation("DECLINED", "20261212", "inhaber@gmail.example")]).replace(
      "CALSCALE:GREGORIAN",
      "CALSCALE:GREGORIAN\r\nX-WR-CALNAME:inhaber@gmail.example",
    );
    expect(calendarDays(named, { from: FROM }).booked).toEqual([]);

    const own = event(...timed("20261205T180000", "20261205T230000"), "ORGANIZER:mailto:ich@mail.example");
    expect(read([own, invitation("DECLINED", "20261212", "ich@mail.example")], []).booked).toEqual(["2026-12-05"]);

    const onlyGuest = event(
      ...timed("20261219T180000", "20261219T230000"),
      "ORGANIZER:mailto:kundin@example.org",
      "ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:wer-auch-immer@example.org",
    );
    expect(read([onlyGuest], []).booked).toEqual([]);
  });

  it("the owner's own event with guests who have not answered blocks its day", () => {
    const own = event(
      ...timed("20261212T180000", "20261212T230000"),
      `ORGANIZER:mailto:${OWNER}`,
      "ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:kundin@example.org",
    );
    expect(read([own]).booked).toEqual(["2026-12-12"]);
  });

  it("an invitation where the owner cannot be found blocks its day, as before", () => {
    expect(read([invitation("DECLINED", "20261212", "unbekannt@example.org")], []).booked).toEqual(["2026-12-12"]);
  });
});
