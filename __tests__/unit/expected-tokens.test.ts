/**
 * @jest-environment node
 */
/**
 * The tests' token oracle (__tests__/support/expected-tokens.ts) against figures worked out by hand, on a
 * fixture content folder of its own (the spec's VAT of 19 %, prices and facts of the fixture's own, none
 * of them content/'s): the built-site and browser tests trust it for what a text with {preisBasis} or
 * {setupTime} reads.
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { expectedTokens, fillExpected, germanNumber, grossEuros } from "../support/expected-tokens";

const site = {
  businessName: "Testklang – Erika Beispiel",
  ownerName: "Erika Beispiel",
  jobTitle: "DJ zum Testen",
  street: "Prüfweg 3",
  postalCode: "99999",
  city: "Testhausen",
  phone: "0999 111 222",
  email: "post@testklang.example",
  vatId: "DE000000000",
  vatRate: 0.19,
  copyrightYear: 2023,
  reviewSites: [{ name: "Portal A" }, { name: "Portal B" }],
  claims: {
    yearsExperience: 25,
    events: 120,
    yearsHosting: 12,
    yearsEventSpecialisation: 7,
    musicLibrary: 40000,
    weddings: 200,
    travelRadiusKm: 140,
    setupMinutesFrom: 45,
    setupMinutesTo: 75,
  },
};
/** Packages with the spec's ids and prices of the fixture's own (x.1 and x.31 € gross round down), and three ranges. */
const packages = {
  guide: [
    { id: "basis", netPrice: 700 },
    { id: "premium", netPrice: 1100 },
    { id: "sorglos", netPrice: 1400 },
  ],
  christmas: [
    { id: "basic", netPrice: 990 },
    { id: "premium", netPrice: 1390 },
    { id: "deluxe", netPrice: 1790 },
  ],
  priceRanges: [
    { id: "typisch", netFrom: 700, netTo: 1900 },
    { id: "firmenfeier", netFrom: 1100, netTo: 2400 },
    { id: "hochzeit-gross", netFrom: 2400, netTo: 24000 },
  ],
};
/** December 2026: Fridays 4, 11, 18, 25, Saturdays 5, 12, 19, 26; Thursdays 17 and 31 and a November day must not count. */
const availability = {
  updatedAt: "2026-11-20",
  booked: ["2026-12-04", "2026-12-05", "2026-12-11", "2026-12-17", "2026-12-18", "2026-12-31"],
  tentative: ["2026-12-26", "2026-11-27"],
};

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "expected-tokens-"));
  for (const [file, data] of [
    ["site/site.yaml", site],
    ["packages/packages.yaml", packages],
    ["availability/availability.yaml", availability],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), yaml.dump(data));
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const november = new Date("2026-11-25T10:00:00+01:00");

describe("the tests' token oracle", () => {
  it.each([
    [0, "0"],
    [700, "700"],
    [1010, "1.010"],
    [40000, "40.000"],
    [1234567, "1.234.567"],
    [-941, "-941"],
  ])("writes %d as %s", (n, text) => {
    expect(germanNumber(n)).toBe(text);
  });

  it.each([
    [700, 833],
    [849, 1010], // 1010.31
    [990, 1178], // 1178.1
    [1790, 2130], // 2130.1
    [1900, 2261],
    [350, 417], // 416.5: half a euro rounds up
  ])("gross of %d € net at 19 %% is %d €", (net, gross) => {
    expect(grossEuros(net, 19)).toBe(gross);
  });

  it("price tokens: the fixture's packages and ranges, worked out by hand", () => {
    expect(expectedTokens(dir, november)).toMatchObject({
      preisBasis: "833 € inkl. MwSt., für Firmenkunden 700 € netto",
      preisBasisBrutto: "833 € inkl. MwSt.",
      preisPremium: "1.309 € inkl. MwSt., für Firmenkunden 1.100 € netto",
      preisSorglos: "1.666 € inkl. MwSt., für Firmenkunden 1.400 € netto",
      preisWeihnachtenBasicBrutto: "1.178 € inkl. MwSt.",
      preisWeihnachtenPremium: "1.654 € inkl. MwSt., für Firmenkunden 1.390 € netto",
      preisWeihnachtenDeluxe: "2.130 € inkl. MwSt., für Firmenkunden 1.790 € netto",
      spannePakete: "833 bis 1.666 € inkl. MwSt., für Firmenkunden 700 bis 1.400 € netto",
      spanneWeihnachtenBrutto: "1.178 bis 2.130 € inkl. MwSt.",
      spanneTypisch: "833 bis 2.261 € inkl. MwSt., für Firmenkunden 700 bis 1.900 € netto",
      spanneFirmenfeierBrutto: "1.309 bis 2.856 € inkl. MwSt.",
      spanneHochzeitGross: "2.856 bis 28.560 € inkl. MwSt., für Firmenkunden 2.400 bis 24.000 € netto",
    });
  });

  it("business facts and figures", () => {
    expect(expectedTokens(dir, november)).toMatchObject({
      homeCity: "Testhausen",
      phone: "0999\u00a0111\u00a0222",
      vatPercent: "19",
      yearsExperience: "25",
      events: "120",
      musicLibrary: "40.000",
      travelRadius: "140 km",
      setupTime: "45 bis 75 Minuten",
      reviewSites: "Portal A und Portal B",
    });
  });

  it("year, season, copyright and scarcity follow the build date in Hamburg", () => {
    expect(expectedTokens(dir, november)).toMatchObject({
      year: "2026",
      season: "2026/2027",
      copyrightYears: "2023–2026",
      scarcityPercent: "62", // Fri 4, Sat 5, Fri 11, Fri 18, Sat 26 of 8: 62.5 %, rounded down
    });
    // 23:30 UTC on New Year's Eve is already 1 January in Hamburg
    expect(expectedTokens(dir, new Date("2026-12-31T23:30:00Z"))).toMatchObject({ year: "2027", season: "2027/2028" });
    // from 19 December on: Sat 19, Fri 25, Sat 26, of which the 26th is held
    expect(expectedTokens(dir, new Date("2026-12-19T10:00:00+01:00")).scarcityPercent).toBe("33");
  });

  it("fills a text, leaves the page's {city} and stops at a token it does not know", () => {
    const tokens = expectedTokens(dir, november);
    expect(fillExpected("Aufbau: {setupTime} vor Beginn", tokens)).toBe("Aufbau: 45 bis 75 Minuten vor Beginn");
    expect(fillExpected("Ab {preisBasisBrutto} in {city}", tokens)).toBe("Ab 833 € inkl. MwSt. in {city}");
    expect(() => fillExpected("DJ in {ctiy}", tokens)).toThrow(/does not know the token \{ctiy\}/);
  });
});
