/**
 * @jest-environment node
 */
import { callbackWindows, reachability, type OpeningHoursRow } from "../../src/lib/opening-hours";
import { CALL_HINT_LABELS as L } from "../../src/components/CallHint.labels";

/*
 * Issue 51, item 7 "Evening callers": whether the phone is answered, and when next, at fixed moments
 * in Hamburg. The hours are this test's own (the same shape as site.yaml → openingHours), not today's
 * content: weekdays 10–18, Saturday 10–16, Sunday by arrangement (no times). Holidays are out of scope.
 */
const HOURS: OpeningHoursRow[] = [
  {
    days: "Mo–Fr",
    schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "10:00",
    closes: "18:00",
  },
  { days: "Sa", schemaDays: ["Saturday"], opens: "10:00", closes: "16:00" },
  { days: "So", schemaDays: null, opens: null, closes: null },
];

/** A moment given as Hamburg's wall time in winter (CET, UTC+1). */
const winter = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

const closed = (now: Date) => {
  const answer = reachability(now, HOURS);
  if (answer.open) throw new Error(`expected the phone to be off at ${now.toISOString()}`);
  if (!answer.next) throw new Error("expected a next opening");
  return answer.next;
};

describe("reachability: when the DJ answers the phone (Europe/Berlin)", () => {
  it("Saturday 22:00 → closed until Monday 10:00: „Ab Montag 10 Uhr erreichbar“", () => {
    const next = closed(winter("2027-01-09", "22:00")); // a Saturday
    expect(next).toMatchObject({ day: "2027-01-11", weekday: 1, opens: 600, daysAhead: 2 });
    expect(next.at).toEqual(winter("2027-01-11", "10:00"));
    expect(L.next(next)).toBe("Ab Montag 10 Uhr erreichbar");
    expect(L.nextShort(next)).toBe("ab Mo 10 Uhr");
  });

  it("Friday 19:00 → closed until Saturday 10:00, said as tomorrow", () => {
    const next = closed(winter("2027-01-08", "19:00"));
    expect(next).toMatchObject({ day: "2027-01-09", weekday: 6, opens: 600, daysAhead: 1 });
    expect(L.next(next)).toBe("Morgen ab 10 Uhr erreichbar");
    expect(L.nextShort(next)).toBe("ab Sa 10 Uhr");
  });

  it("Monday 08:00 → closed until 10:00 the same day: „Heute ab 10 Uhr erreichbar“", () => {
    const next = closed(winter("2027-01-11", "08:00"));
    expect(next).toMatchObject({ day: "2027-01-11", daysAhead: 0, opens: 600 });
    expect(next.at).toEqual(winter("2027-01-11", "10:00"));
    expect(L.next(next)).toBe("Heute ab 10 Uhr erreichbar");
    expect(L.nextShort(next)).toBe("ab 10 Uhr");
  });

  it("Sunday noon (by arrangement, no times) → closed until Monday 10:00", () => {
    const next = closed(winter("2027-01-10", "12:00"));
    expect(next).toMatchObject({ day: "2027-01-11", weekday: 1, daysAhead: 1 });
    expect(L.next(next)).toBe("Morgen ab 10 Uhr erreichbar");
  });

  it("is open from the opening minute until just before closing, with the day's own hours", () => {
    expect(reachability(winter("2027-01-13", "12:00"), HOURS)).toEqual({ open: true, closes: 18 * 60 });
    expect(reachability(winter("2027-01-13", "10:00"), HOURS).open).toBe(true);
    expect(reachability(winter("2027-01-13", "17:59"), HOURS).open).toBe(true);
    expect(reachability(winter("2027-01-13", "09:59"), HOURS).open).toBe(false);
    expect(reachability(winter("2027-01-13", "18:00"), HOURS).open).toBe(false);
    // Saturday closes earlier than the weekdays.
    expect(reachability(winter("2027-01-09", "15:59"), HOURS)).toEqual({ open: true, closes: 16 * 60 });
    expect(closed(winter("2027-01-09", "16:00")).day).toBe("2027-01-11");
  });

  it("reads the clock in Hamburg, not on the visitor's device or the server", () => {
    // Saturday 22:00 in Hamburg is 21:00 UTC, and already Sunday morning in Tokyo: still „Ab Montag“.
    const next = closed(new Date("2027-01-09T21:00:00Z"));
    expect(L.next(next)).toBe("Ab Montag 10 Uhr erreichbar");
    // Monday 09:30 UTC in winter is 10:30 in Hamburg: open, although a UTC clock says 09:30.
    expect(reachability(new Date("2027-01-11T09:30:00Z"), HOURS).open).toBe(true);
    // In summer (CEST, UTC+2) 08:30 UTC is 10:30 in Hamburg.
    expect(reachability(new Date("2027-07-12T08:30:00Z"), HOURS).open).toBe(true);
  });

  it("names the right instant across the nights the clocks change", () => {
    // Saturday before summer time starts (28 March 2027): Monday 10:00 is then 08:00 UTC.
    expect(closed(winter("2027-03-27", "22:00")).at).toEqual(new Date("2027-03-29T08:00:00Z"));
    // Saturday before winter time starts (31 October 2027), 22:00 CEST: Monday 10:00 CET is 09:00 UTC.
    expect(closed(new Date("2027-10-30T22:00:00+02:00")).at).toEqual(new Date("2027-11-01T09:00:00Z"));
  });

  it("has no next opening when the hours name no times at all", () => {
    expect(reachability(winter("2027-01-13", "12:00"), [HOURS[2]])).toEqual({ open: false, next: null });
  });

  it("says half hours as they are spoken", () => {
    const late: OpeningHoursRow[] = [{ days: "Di", schemaDays: ["Tuesday"], opens: "09:30", closes: "13:00" }];
    const tuesday = reachability(winter("2027-01-13", "12:00"), late); // a Wednesday → next Tuesday
    expect(tuesday.open).toBe(false);
    if (tuesday.open || !tuesday.next) throw new Error("expected a next opening");
    expect(tuesday.next).toMatchObject({ day: "2027-01-19", daysAhead: 6 });
    expect(L.next(tuesday.next)).toBe("Ab Dienstag 9:30 Uhr erreichbar");
  });
});

describe("the hours as one line, and the callback's time windows", () => {
  it("writes the rows with times as „Erreichbar Mo–Fr 10–18 Uhr, Sa 10–16 Uhr“", () => {
    expect(L.hours(HOURS)).toBe("Erreichbar Mo–Fr 10–18 Uhr, Sa 10–16 Uhr");
    expect(L.hours([HOURS[2]])).toBe("");
  });

  it("derives morning, midday and afternoon from the earliest opening and the latest closing", () => {
    expect(callbackWindows(HOURS)).toEqual([
      { part: "morning", opens: 600, closes: 720 },
      { part: "midday", opens: 720, closes: 840 },
      { part: "afternoon", opens: 840, closes: 1080 },
    ]);
    // Other hours, other windows: 08:00–20:00 adds the evening; 13:00–17:00 starts at midday.
    expect(callbackWindows([{ schemaDays: ["Monday"], opens: "08:00", closes: "20:00" }]).map((w) => w.part)).toEqual([
      "morning",
      "midday",
      "afternoon",
      "evening",
    ]);
    expect(callbackWindows([{ schemaDays: ["Monday"], opens: "13:00", closes: "17:00" }])).toEqual([
      { part: "midday", opens: 780, closes: 840 },
      { part: "afternoon", opens: 840, closes: 1020 },
    ]);
    expect(callbackWindows([HOURS[2]])).toEqual([]);
  });
});
