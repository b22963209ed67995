import { displayDate, daysLeft, formatDayMonthYear, formatGermanDate, parseGermanDate } from "../../src/lib/dates";
import { formatReadTime } from "../../src/sections/blog/BlogArticle.labels";

describe("dates", () => {
  it("formats the German display date from the ISO timestamp", () => {
    expect(formatGermanDate("2025-03-10T09:00:00+01:00")).toBe("10. März 2025");
    expect(formatGermanDate("2024-12-02")).toBe("2. Dezember 2024");
    expect(formatGermanDate("kein Datum")).toBeUndefined();
  });

  it("shows reading time in minutes", () => {
    expect(formatReadTime(6)).toBe("6 Min. Lesezeit");
  });

  it("formats the event date as dd.MM.yyyy for the form service", () => {
    expect(formatDayMonthYear(new Date(2026, 0, 5))).toBe("05.01.2026");
  });

  it("parses typed dates and rejects impossible ones", () => {
    expect(parseGermanDate("24.12.2026")?.getDate()).toBe(24);
    expect(parseGermanDate("31.02.2026")).toBeNull();
    expect(parseGermanDate("2026-12-24")).toBeNull();
  });

  describe("early-bird days left (deadline 30 September 2025, 23:59:59 in Hamburg)", () => {
    const deadline = new Date("2025-09-30T23:59:59+02:00");
    it("the day before: 2 days (rounded up)", () => {
      expect(daysLeft(deadline, new Date("2025-09-29T10:00:00+02:00"))).toBe(2);
    });
    it("on the day: 1 day", () => {
      expect(daysLeft(deadline, new Date("2025-09-30T10:00:00+02:00"))).toBe(1);
    });
    it("the day after: nothing left", () => {
      expect(daysLeft(deadline, new Date("2025-10-01T10:00:00+02:00"))).toBeLessThanOrEqual(0);
    });
    it("on 1 September 2025: 30 days", () => {
      expect(daysLeft(deadline, new Date("2025-09-01T10:00:00+02:00"))).toBe(30);
    });
  });
});

describe("displayDate", () => {
  it("keeps a date the editor wrote and derives a missing or blank one from publishedAt", () => {
    expect(displayDate("10. März 2025", "2025-03-10T09:00:00+01:00")).toBe("10. März 2025");
    expect(displayDate(undefined, "2025-03-10T09:00:00+01:00")).toBe("10. März 2025");
    expect(displayDate("  ", "2026-06-12T18:30:00+02:00")).toBe("12. Juni 2026");
  });
});
