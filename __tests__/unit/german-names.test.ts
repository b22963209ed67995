import { formatGermanMonth } from "../../src/model/german-month";
import { formatGermanDate, formatGermanWeekdayDate } from "../../src/model/calendar-day";
import { formatOneDecimal, formatWholeNumber } from "../../src/lib/german-number";

// The site writes German dates and numbers out itself (building Intl's formatters costs a slow
// phone tens of milliseconds while a page starts); these tests hold the texts against Intl's.
const intlDate = new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const intlWeekday = new Intl.DateTimeFormat("de-DE", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const intlMonth = new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" });

describe("German dates without Intl", () => {
  it("names every month as Intl does, and a known one as written here", () => {
    expect(formatGermanMonth("2030-03")).toBe("März 2030");
    for (let m = 1; m <= 12; m++) {
      const month = `2026-${String(m).padStart(2, "0")}`;
      expect(formatGermanMonth(month)).toBe(intlMonth.format(Date.UTC(2026, m - 1, 15)));
    }
  });

  it("writes every day of eight years as Intl does, with and without the weekday", () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t <= Date.UTC(2031, 11, 31); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      if (formatGermanDate(day) !== intlDate.format(t)) mismatches.push(`${day}: ${formatGermanDate(day)}`);
      if (formatGermanWeekdayDate(day) !== intlWeekday.format(t))
        mismatches.push(`${day}: ${formatGermanWeekdayDate(day)}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe("German numbers without Intl", () => {
  it("groups whole numbers as Intl does", () => {
    for (const n of [0, 7, 42, 999, 1000, 1190, 12_345, 999_999, 1_234_567, -1600, 89.6])
      expect(formatWholeNumber(n)).toBe(Math.round(n).toLocaleString("de-DE"));
  });

  it("writes one decimal place as Intl does, also where binary fractions round differently", () => {
    const intl = (v: number) => v.toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const mismatches: string[] = [];
    for (let i = 0; i <= 500; i++) {
      const v = i / 100;
      if (formatOneDecimal(v) !== intl(v)) mismatches.push(`${v}: ${formatOneDecimal(v)} ≠ ${intl(v)}`);
    }
    for (const v of [4.85, 4.95, 1234.56, 10, 0.05])
      if (formatOneDecimal(v) !== intl(v)) mismatches.push(`${v}: ${formatOneDecimal(v)} ≠ ${intl(v)}`);
    expect(mismatches).toEqual([]);
  });
});
