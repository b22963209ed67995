/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { spawnSync } from "child_process";
import {
  HOME_TIME_ZONE,
  formatGermanDate,
  formatGermanWeekdayDate,
  instantOf,
  isKnownTimeZone,
  parseGermanDay,
  toIsoDay,
} from "../../src/model/calendar-day";
import { publishTime } from "../../src/model/publish-time";

/*
 * src/model/calendar-day.ts: the one module for calendar days and the home time zone. The other
 * tests read it through its users (availability, dates, calendar-days, publish-time); these pin
 * what only the module itself promises.
 */

const root = path.resolve(__dirname, "../..");
const iso = (ms: number) => new Date(ms).toISOString();

describe("German names of days", () => {
  it("come from Intl's German, for a day or the day a timestamp starts with", () => {
    expect(formatGermanDate("2025-03-10T09:00:00+01:00")).toBe("10. März 2025");
    expect(formatGermanDate("2027-01-01")).toBe("1. Januar 2027");
    expect(formatGermanWeekdayDate("2026-12-12")).toBe("Samstag, 12. Dezember 2026");
    expect(formatGermanWeekdayDate("2027-03-28")).toBe("Sonntag, 28. März 2027");
  });

  it("are not made up for days that do not exist", () => {
    expect(formatGermanDate("2026-02-30")).toBeUndefined();
    expect(formatGermanDate("2026-13-01T10:00:00Z")).toBeUndefined();
  });
});

describe("reading days", () => {
  it("takes the German form with one or two digits and rejects days that do not exist", () => {
    expect(parseGermanDay(" 1.2.2027 ")).toBe("2027-02-01");
    expect(parseGermanDay("29.02.2028")).toBe("2028-02-29");
    expect(parseGermanDay("29.02.2027")).toBeNull();
    expect(parseGermanDay("2027-02-01")).toBeNull();
  });

  it("reads raw content values: strings by their first ten characters, anything else as no day", () => {
    expect(toIsoDay("2026-12-12T19:00:00+01:00")).toBe("2026-12-12");
    expect(toIsoDay("2026-02-30")).toBeNull();
    expect(toIsoDay(20261212)).toBeNull();
    expect(toIsoDay(undefined)).toBeNull();
  });
});

describe("the home time zone", () => {
  it("is a zone the runtime knows; Windows names are not", () => {
    expect(isKnownTimeZone(HOME_TIME_ZONE)).toBe(true);
    expect(isKnownTimeZone("W. Europe Standard Time")).toBe(false);
    expect(isKnownTimeZone("(UTC+01:00) Amsterdam, Berlin, Bern, Rom, Stockholm, Wien")).toBe(false);
  });

  it("the hour repeated in autumn: the calendar reads the first, publishing times the second (as before)", () => {
    const wall = { year: 2027, month: 10, day: 31, hour: 2, minute: 30, second: 0 };
    expect(iso(instantOf(wall, HOME_TIME_ZONE))).toBe("2027-10-31T00:30:00.000Z");
    expect(iso(instantOf(wall, HOME_TIME_ZONE, "second"))).toBe("2027-10-31T01:30:00.000Z");
    expect(iso(publishTime("2027-10-31T02:30:00")!)).toBe("2027-10-31T01:30:00.000Z");
    // The hour skipped in spring: both read it with the offset before the change.
    expect(iso(publishTime("2027-03-28T02:30:00")!)).toBe("2027-03-28T01:30:00.000Z");
  });

  it("is written once in the product code (src/, gatsby/, scripts/): in src/model/home-time-zone.json", () => {
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const naming = ["src", "gatsby", "scripts"]
      .flatMap((dir) => files(path.join(root, dir)))
      .filter((file) => /\.(tsx?|mjs|cjs|js|json)$/.test(file) && !file.endsWith("gatsby-types.d.ts"))
      .filter((file) => fs.readFileSync(file, "utf8").includes(HOME_TIME_ZONE))
      .map((file) => path.relative(root, file));
    expect(naming).toEqual(["src/model/home-time-zone.json"]);
  });
});

describe("the same answers on every machine", () => {
  it("days, wall times, instants and German names do not depend on the machine's time zone", () => {
    const zones = [
      "UTC",
      "Europe/Berlin",
      "America/New_York",
      "Asia/Kolkata",
      "Pacific/Kiritimati",
      "Australia/Lord_Howe",
    ];
    const run = spawnSync(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "__tests__/support/calendar-day-zones.ts", ...zones],
      { cwd: root, encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    const results = JSON.parse(run.stdout) as Record<string, { machineOffset: number }>;
    // The machine's zone did switch …
    expect(new Set(zones.map((zone) => results[zone].machineOffset)).size).toBe(zones.length);
    // … and nothing else changed with it.
    const answers = zones.map((zone) => ({ ...results[zone], machineOffset: undefined }));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toEqual({
      days: {
        berlin: ["2026-12-11", "2026-12-12", "2027-03-28", "2027-10-31"],
        added: ["2027-03-28", "2027-03-29", "2027-10-31", "2027-10-30", "2027-01-01", "2028-02-29"],
        roundTrip: ["2027-03-28", "2027-10-31", "2026-12-12"],
        yaml: "2027-03-28",
        typed: "2027-03-28",
        real: [true, false],
      },
      clocks: {
        wall: { year: 2027, month: 10, day: 31, hour: 2, minute: 30, second: 0 },
        skipped: "2027-03-28T01:30:00.000Z",
        repeated: ["2027-10-31T00:30:00.000Z", "2027-10-31T01:30:00.000Z"],
        published: ["2027-10-31T01:30:00.000Z", "2027-03-28T01:30:00.000Z", "2026-03-09T23:00:00.000Z"],
      },
      german: ["28. März 2027", "Sonntag, 31. Oktober 2027"],
    });
  });
});
