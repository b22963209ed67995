/**
 * @jest-environment node
 */
import { BUILD_TIME_ENV, buildTime, isPublished, pinBuildTime, publishTime } from "../../src/model/publish-time";

describe("publishTime: the instant an ISO date stands for", () => {
  it("reads the offset written in the string", () => {
    expect(publishTime("2026-03-10T09:00:00+01:00")).toBe(Date.parse("2026-03-10T08:00:00Z"));
    expect(publishTime("2026-07-10T09:00:00+02:00")).toBe(Date.parse("2026-07-10T07:00:00Z"));
    expect(publishTime("2026-03-10T09:00:00-05:00")).toBe(Date.parse("2026-03-10T14:00:00Z"));
    expect(publishTime("2026-03-10T09:00:00Z")).toBe(Date.parse("2026-03-10T09:00:00Z"));
    expect(publishTime("2026-03-10T09:00:00+0100")).toBe(Date.parse("2026-03-10T08:00:00Z"));
    expect(publishTime("2026-03-10T09:00:00.250+01:00")).toBe(Date.parse("2026-03-10T08:00:00.250Z"));
  });

  it("reads a time without offset, and a bare date, as German time (winter and summer)", () => {
    expect(publishTime("2026-01-15T09:00:00")).toBe(Date.parse("2026-01-15T08:00:00Z"));
    expect(publishTime("2026-07-15T09:00")).toBe(Date.parse("2026-07-15T07:00:00Z"));
    expect(publishTime("2026-03-10")).toBe(Date.parse("2026-03-09T23:00:00Z"));
    expect(publishTime("2026-08-01")).toBe(Date.parse("2026-07-31T22:00:00Z"));
  });

  it("takes Date objects (YAML timestamps without quotes) as they are", () => {
    expect(publishTime(new Date("2026-03-10T08:00:00Z"))).toBe(Date.parse("2026-03-10T08:00:00Z"));
  });

  it("rejects what is not a real ISO date", () => {
    for (const bad of [
      "",
      "kein Datum",
      "10.03.2026",
      "2026-02-30",
      "2026-13-01",
      "2026-03-10T25:00:00+01:00",
      "2026-03-10T09:00:00+25:00",
      "1",
      "2026",
    ]) {
      expect(publishTime(bad)).toBeNull();
    }
    expect(publishTime(new Date("ungültig"))).toBeNull();
    expect(publishTime(null)).toBeNull();
    expect(publishTime(undefined)).toBeNull();
  });
});

describe("isPublished", () => {
  const now = new Date("2026-03-10T06:00:00+01:00");

  it("past: published", () => {
    expect(isPublished("2025-01-13T09:00:00+01:00", now)).toBe(true);
    expect(isPublished("2026-03-10T05:59:59+01:00", now)).toBe(true);
  });

  it("exactly now: published", () => {
    expect(isPublished("2026-03-10T06:00:00+01:00", now)).toBe(true);
    expect(isPublished("2026-03-10T05:00:00Z", now)).toBe(true);
  });

  it("future: not yet", () => {
    expect(isPublished("2026-03-10T06:00:01+01:00", now)).toBe(false);
    expect(isPublished("2027-03-10T00:00:00+01:00", now)).toBe(false);
  });

  it("compares instants, not the wall time written in the string", () => {
    // 06:30 in New York is 12:30 in Germany: still ahead of the 06:00 build.
    expect(isPublished("2026-03-10T06:30:00-05:00", now)).toBe(false);
    // 07:00 at +03:00 is 05:00 in Germany: already past.
    expect(isPublished("2026-03-10T07:00:00+03:00", now)).toBe(true);
    // A bare date starts at midnight German time, so the morning build of that day includes it.
    expect(isPublished("2026-03-10", now)).toBe(true);
    expect(isPublished("2026-03-11", now)).toBe(false);
  });

  it("an invalid or missing date is never published", () => {
    expect(isPublished("kein Datum", now)).toBe(false);
    expect(isPublished("2026-02-30T00:00:00+01:00", now)).toBe(false);
    expect(isPublished(undefined, now)).toBe(false);
    expect(isPublished(null, now)).toBe(false);
  });
});

describe("buildTime: the build's now", () => {
  it("is the clock without BUILD_TIME", () => {
    const before = Date.now();
    const now = buildTime({}).getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(buildTime({ [BUILD_TIME_ENV]: "  " }).getTime()).toBeGreaterThanOrEqual(before);
  });

  it("is BUILD_TIME when set (with or without offset)", () => {
    expect(buildTime({ [BUILD_TIME_ENV]: "2027-01-01T06:00:00+01:00" }).toISOString()).toBe("2027-01-01T05:00:00.000Z");
    expect(buildTime({ [BUILD_TIME_ENV]: "2027-07-01T06:00:00" }).toISOString()).toBe("2027-07-01T04:00:00.000Z");
  });

  it("stops on an invalid BUILD_TIME instead of guessing", () => {
    expect(() => buildTime({ [BUILD_TIME_ENV]: "morgen" })).toThrow(/BUILD_TIME="morgen" ist kein gültiger Zeitpunkt/);
  });

  it("pinBuildTime fixes the clock once, for everything the build starts afterwards", () => {
    const env: NodeJS.ProcessEnv = {};
    const pinned = pinBuildTime(env);
    expect(env[BUILD_TIME_ENV]).toBe(pinned.toISOString());
    expect(buildTime(env).getTime()).toBe(pinned.getTime());
    const given: NodeJS.ProcessEnv = { [BUILD_TIME_ENV]: "2027-01-01T06:00:00+01:00" };
    expect(pinBuildTime(given).toISOString()).toBe("2027-01-01T05:00:00.000Z");
    expect(given[BUILD_TIME_ENV]).toBe("2027-01-01T06:00:00+01:00");
  });
});
