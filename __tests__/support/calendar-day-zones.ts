// Run by __tests__/unit/calendar-day.test.ts in a child process: jest gives tests a copy of
// process.env, so only a real process can switch the machine's time zone (TZ) between readings.
// Prints, for every zone named on the command line, what src/model/calendar-day.ts answers there.
import yaml from "js-yaml";
import {
  HOME_TIME_ZONE,
  addDays,
  berlinDay,
  dayOfLocalDate,
  formatGermanDate,
  formatGermanWeekdayDate,
  instantOf,
  isRealDay,
  localDate,
  parseGermanDay,
  toIsoDay,
  wallTimeAt,
} from "../../src/model/calendar-day";
import { publishTime } from "../../src/model/publish-time";

const iso = (ms: number) => new Date(ms).toISOString();
const results: Record<string, unknown> = {};
for (const zone of process.argv.slice(2)) {
  process.env.TZ = zone;
  results[zone] = {
    // Proves the switch: the machine's own offset on 1 July 2026.
    machineOffset: new Date(2026, 6, 1).getTimezoneOffset(),
    days: {
      berlin: ["2026-12-11T22:59:00Z", "2026-12-11T23:30:00Z", "2027-03-27T23:30:00Z", "2027-10-30T22:30:00Z"].map(
        (instant) => berlinDay(new Date(instant)),
      ),
      added: (
        [
          ["2027-03-27", 1],
          ["2027-03-28", 1],
          ["2027-10-30", 1],
          ["2027-10-31", -1],
          ["2026-12-31", 1],
          ["2028-02-28", 1],
        ] as const
      ).map(([day, n]) => addDays(day, n)),
      roundTrip: ["2027-03-28", "2027-10-31", "2026-12-12"].map((day) => dayOfLocalDate(localDate(day))),
      yaml: toIsoDay((yaml.load("d: 2027-03-28") as { d: Date }).d),
      typed: parseGermanDay("28.3.2027"),
      real: [isRealDay(2028, 2, 29), isRealDay(2027, 2, 29)],
    },
    clocks: {
      wall: wallTimeAt(Date.parse("2027-10-31T00:30:00Z"), HOME_TIME_ZONE),
      skipped: iso(instantOf({ year: 2027, month: 3, day: 28, hour: 2, minute: 30, second: 0 }, HOME_TIME_ZONE)),
      repeated: (["first", "second"] as const).map((which) =>
        iso(instantOf({ year: 2027, month: 10, day: 31, hour: 2, minute: 30, second: 0 }, HOME_TIME_ZONE, which)),
      ),
      published: ["2027-10-31T02:30:00", "2027-03-28T02:30:00", "2026-03-10"].map((value) => iso(publishTime(value)!)),
    },
    german: [formatGermanDate("2027-03-28"), formatGermanWeekdayDate("2027-10-31")],
  };
}
console.log(JSON.stringify(results));
