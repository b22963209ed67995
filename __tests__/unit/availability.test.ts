/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import {
  addDays,
  availabilityHref,
  berlinDay,
  checkDate,
  dayOfLocalDate,
  localDate,
  nearestFreeDays,
  isWeekendEvening,
  parseDateInput,
  parseIsoDate,
  toIsoDay,
  upcomingDays,
} from "../../src/lib/availability";
import { availabilityMessage } from "../../src/components/AvailabilityCheck.labels";
import type { AvailabilityData } from "../../src/model/collections";

const content = yaml.load(
  fs.readFileSync(path.resolve(__dirname, "../../content/availability/availability.yaml"), "utf8"),
) as AvailabilityData;

/** Noon in Hamburg on a given day: a "today" that is the same calendar day in every time zone the tests may run in. */
const noonInHamburg = (day: string) => new Date(`${day}T12:00:00+01:00`);

const fixture: AvailabilityData = {
  updatedAt: "2026-11-20",
  booked: ["2026-12-11", "2026-12-12", "2026-12-19"],
  tentative: ["2026-12-13"],
};

describe("reading dates", () => {
  it.each([
    ["2026-12-12", "2026-12-12"],
    ["2028-02-29", "2028-02-29"],
    [" 2026-12-12 ", "2026-12-12"],
  ])("a real ISO day %j is read as %s", (input, day) => expect(parseIsoDate(input)).toBe(day));

  it.each([
    "2026-02-30",
    "2027-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-12-32",
    "12.12.2026",
    "2026-1-5",
    "garbage",
    "",
  ])("an impossible or malformed ISO day %j is rejected", (input) => expect(parseIsoDate(input)).toBeNull());

  it("accepts the German form a visitor types where the browser shows a text field", () => {
    expect(parseDateInput("12.12.2026")).toBe("2026-12-12");
    expect(parseDateInput("1.2.2027")).toBe("2027-02-01");
    expect(parseDateInput("31.04.2027")).toBeNull();
  });

  it("reads a Date as js-yaml makes of an unquoted date by its calendar day, not shifted by the time zone", () => {
    expect(toIsoDay((yaml.load("d: 2026-12-12") as { d: Date }).d)).toBe("2026-12-12");
    expect(toIsoDay(new Date("invalid"))).toBeNull();
  });

  it("adds days across month and year ends and converts to and from the local dates a date picker uses", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2027-03-28", 1)).toBe("2027-03-29"); // the night the clocks change
    const d = localDate("2026-12-12");
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2026, 11, 12]);
    expect(dayOfLocalDate(d)).toBe("2026-12-12");
  });
});

describe("today is the calendar day in Hamburg", () => {
  it.each([
    ["2026-12-11T22:59:00Z", "2026-12-11"], // 23:59 in winter time
    ["2026-12-11T23:30:00Z", "2026-12-12"], // already 00:30 in Hamburg, still the 11th in UTC
    ["2027-06-11T22:30:00Z", "2027-06-12"], // 00:30 in summer time (UTC+2)
    ["2027-06-11T21:30:00Z", "2027-06-11"],
  ])("at %s it is %s in Hamburg", (instant, day) => expect(berlinDay(new Date(instant))).toBe(day));

  it("a date is past from Hamburg's midnight on, not from UTC's", () => {
    expect(checkDate("2026-12-11", fixture, new Date("2026-12-11T22:59:00Z")).kind).toBe("booked");
    expect(checkDate("2026-12-11", fixture, new Date("2026-12-11T23:30:00Z"))).toEqual({
      kind: "past",
      date: "2026-12-11",
    });
  });
});

describe("checking a date", () => {
  const today = noonInHamburg("2026-11-20");

  it("answers free, tentative, booked, past, invalid and empty", () => {
    expect(checkDate("2026-12-05", fixture, today)).toEqual({ kind: "free", date: "2026-12-05" });
    expect(checkDate("2026-12-13", fixture, today)).toEqual({ kind: "tentative", date: "2026-12-13" });
    expect(checkDate("2026-12-12", fixture, today).kind).toBe("booked");
    expect(checkDate("2026-11-19", fixture, today)).toEqual({ kind: "past", date: "2026-11-19" });
    expect(checkDate("2026-11-20", fixture, today).kind).toBe("free"); // today is still bookable
    expect(checkDate("2026-02-30", fixture, today)).toEqual({ kind: "invalid" });
    expect(checkDate("Samstag", fixture, today)).toEqual({ kind: "invalid" });
    expect(checkDate("", fixture, today)).toEqual({ kind: "empty" });
    expect(checkDate("  ", fixture, today)).toEqual({ kind: "empty" });
  });

  it("offers other Fridays and Saturdays first for a booked Saturday: not booked, not tentative, nearest first", () => {
    // Saturday the 12th: Friday the 11th and Saturday the 19th are booked; Friday the 18th (6 days),
    // Saturday the 5th (7 days) and Friday the 4th (8 days) come before any weekday.
    expect(checkDate("2026-12-12", fixture, today)).toEqual({
      kind: "booked",
      date: "2026-12-12",
      alternatives: ["2026-12-18", "2026-12-05", "2026-12-04"],
    });
  });

  it("fills up with the nearest other days when few Fridays and Saturdays are free", () => {
    // Every Friday and Saturday from 20 November to the end of January is booked but the 4th of December.
    const weekends = Array.from({ length: 72 }, (_, i) => addDays("2026-11-20", i)).filter(
      (d) => isWeekendEvening(d) && d !== "2026-12-04",
    );
    const data = { updatedAt: "2026-11-20", booked: weekends };
    expect(nearestFreeDays("2026-12-12", data, today)).toEqual(["2026-12-04", "2026-12-13", "2026-12-10"]);
  });

  it("offers the nearest days of any kind for a booked weekday", () => {
    const data = { updatedAt: "2026-11-20", booked: ["2026-12-09"], tentative: ["2026-12-10"] };
    expect(nearestFreeDays("2026-12-09", data, today)).toEqual(["2026-12-08", "2026-12-07", "2026-12-11"]);
  });

  it("never offers a day in the past, nor Christmas or New Year's Day as a stand-in", () => {
    // Friday 25 and Saturday 26 December are the next weekend evenings, and Friday 1 January: holidays, skipped.
    expect(nearestFreeDays("2026-12-12", fixture, noonInHamburg("2026-12-11"))).toEqual([
      "2026-12-18",
      "2027-01-02",
      "2027-01-08",
    ]);
  });

  it("offers nothing when every day within two weeks is taken", () => {
    const booked = Array.from({ length: 29 }, (_, i) => addDays("2026-12-01", i));
    const full = { updatedAt: "2026-11-20", booked };
    expect(checkDate("2026-12-15", full, today)).toEqual({ kind: "booked", date: "2026-12-15", alternatives: [] });
    expect(nearestFreeDays("2026-12-15", full, today, { windowDays: 15 })).toEqual(["2026-11-30", "2026-12-30"]);
  });

  it("ignores past entries and lists upcoming booked and tentative days sorted, for the form's date picker", () => {
    const data = {
      updatedAt: "2026-11-20",
      booked: ["2026-12-12", "2026-01-10", "2026-12-05"],
      tentative: ["2025-12-01", "2026-12-26"],
    };
    expect(upcomingDays(data, today)).toEqual({ booked: ["2026-12-05", "2026-12-12"], tentative: ["2026-12-26"] });
  });
});

describe("the German answer", () => {
  const today = noonInHamburg("2026-11-20");
  const say = (input: string) => availabilityMessage(checkDate(input, fixture, today), fixture.updatedAt);

  it("free, tentative and booked name the day with its weekday and always say when the list was checked", () => {
    expect(say("2026-12-05").text).toBe("Der Samstag, 5. Dezember 2026 ist noch frei. Stand: 20. November 2026");
    expect(say("2026-12-13").status).toBe(
      "Der Sonntag, 13. Dezember 2026 ist angefragt – fragen Sie trotzdem, oft klärt sich das schnell.",
    );
    const booked = say("2026-12-12");
    expect(booked.status).toBe("Der Samstag, 12. Dezember 2026 ist leider ausgebucht.");
    expect(booked.alternatives).toBe(
      "Noch frei: Freitag, 18. Dezember 2026; Samstag, 5. Dezember 2026 und Freitag, 4. Dezember 2026.",
    );
    expect(booked.updated).toBe("Stand: 20. November 2026");
    expect(booked.tone).toBe("booked");
  });

  it("past, impossible and missing dates get a clear message, the impossible one with the format", () => {
    expect(say("2026-11-01").status).toMatch(/^Der Sonntag, 1\. November 2026 liegt in der Vergangenheit/);
    expect(say("2026-02-30").status).toMatch(/TT\.MM\.JJJJ/);
    expect(say("").status).toMatch(/Datum/);
    expect(say("2026-02-30").tone).toBe("error");
    expect(say("").updated).toBe("Stand: 20. November 2026");
  });

  it("the call to action carries the date to the enquiry form", () => {
    expect(availabilityHref("/kontakt", "2026-12-05")).toBe("/kontakt?datum=2026-12-05&weg=terminpruefung#anfrage");
  });
});

describe("content/availability/availability.yaml", () => {
  const booked = (content.booked ?? []).map(toIsoDay);
  const tentative = (content.tentative ?? []).map(toIsoDay);
  const today = noonInHamburg(toIsoDay(content.updatedAt) as string);

  it("has a valid updatedAt and only real days, none in both lists", () => {
    expect(toIsoDay(content.updatedAt)).not.toBeNull();
    expect([...booked, ...tentative]).not.toContain(null);
    expect(booked.filter((d) => tentative.includes(d))).toEqual([]);
  });

  it("every upcoming booked day is answered as booked, with free days that are neither booked nor tentative nor past", () => {
    const upcoming = booked.filter((d): d is string => !!d && d >= berlinDay(today));
    expect(upcoming.length).toBeGreaterThan(0);
    for (const day of upcoming) {
      const result = checkDate(day, content, today);
      expect(result.kind).toBe("booked");
      const alternatives = result.kind === "booked" ? result.alternatives : [];
      for (const alt of alternatives) {
        expect(booked).not.toContain(alt);
        expect(tentative).not.toContain(alt);
        expect(alt >= berlinDay(today)).toBe(true);
      }
    }
  });

  it("every upcoming tentative day is answered as tentative", () => {
    for (const day of tentative.filter((d): d is string => !!d && d >= berlinDay(today)))
      expect(checkDate(day, content, today).kind).toBe("tentative");
  });
});
