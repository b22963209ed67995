/**
 * @jest-environment node
 */
/**
 * The tests' token oracle (__tests__/support/expected-tokens.ts) against figures worked out by hand from
 * the spec (VAT 19 %, the packages' net prices), on a fixture content folder: the built-site and browser
 * tests trust it for what a text with {preisBasis} or {setupTime} reads.
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { expectedTokens, fillExpected, germanNumber, grossEuros } from "../support/expected-tokens";

const site = {
  businessName: "Event DJ Hamburg – Max Mustermann",
  ownerName: "Max Mustermann",
  jobTitle: "Event-DJ und Moderator",
  street: "Musterstraße 12",
  postalCode: "20095",
  city: "Hamburg",
  phone: "040 1234 5678",
  email: "kontakt@event-dj-hamburg.example",
  vatId: "DE123456789",
  vatRate: 0.19,
  copyrightYear: 2024,
  reviewSites: [{ name: "Google" }, { name: "ProvenExpert" }],
  claims: {
    yearsExperience: 30,
    events: 100,
    yearsHosting: 15,
    yearsEventSpecialisation: 10,
    musicLibrary: 50000,
    weddings: 300,
    travelRadiusKm: 160,
    setupMinutesFrom: 60,
    setupMinutesTo: 90,
  },
};
/** The spec's packages (section 9), its price range of 800–2.000 € and two more ranges. */
const packages = {
  guide: [
    { id: "basis", netPrice: 800 },
    { id: "premium", netPrice: 1200 },
    { id: "sorglos", netPrice: 1500 },
  ],
  christmas: [
    { id: "basic", netPrice: 890 },
    { id: "premium", netPrice: 1290 },
    { id: "deluxe", netPrice: 1690 },
  ],
  priceRanges: [
    { id: "typisch", netFrom: 800, netTo: 2000 },
    { id: "firmenfeier", netFrom: 1200, netTo: 2500 },
    { id: "hochzeit-gross", netFrom: 2500, netTo: 25000 },
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
    [800, "800"],
    [1129, "1.129"],
    [50000, "50.000"],
    [1234567, "1.234.567"],
    [-741, "-741"],
  ])("writes %d as %s", (n, text) => {
    expect(germanNumber(n)).toBe(text);
  });

  it.each([
    [800, 952],
    [949, 1129], // 1129.31
    [890, 1059], // 1059.1
    [1690, 2011], // 2011.1
    [2000, 2380],
    [50, 60], // 59.5: half a euro rounds up
  ])("gross of %d € net at 19 %% is %d €", (net, gross) => {
    expect(grossEuros(net, 19)).toBe(gross);
  });

  it("price tokens: the spec's packages and ranges, worked out by hand", () => {
    expect(expectedTokens(dir, november)).toMatchObject({
      preisBasis: "952 € inkl. MwSt., für Firmenkunden 800 € netto",
      preisBasisBrutto: "952 € inkl. MwSt.",
      preisPremium: "1.428 € inkl. MwSt., für Firmenkunden 1.200 € netto",
      preisSorglos: "1.785 € inkl. MwSt., für Firmenkunden 1.500 € netto",
      preisWeihnachtenBasicBrutto: "1.059 € inkl. MwSt.",
      preisWeihnachtenPremium: "1.535 € inkl. MwSt., für Firmenkunden 1.290 € netto",
      preisWeihnachtenDeluxe: "2.011 € inkl. MwSt., für Firmenkunden 1.690 € netto",
      spannePakete: "952 bis 1.785 € inkl. MwSt., für Firmenkunden 800 bis 1.500 € netto",
      spanneWeihnachtenBrutto: "1.059 bis 2.011 € inkl. MwSt.",
      spanneTypisch: "952 bis 2.380 € inkl. MwSt., für Firmenkunden 800 bis 2.000 € netto",
      spanneFirmenfeierBrutto: "1.428 bis 2.975 € inkl. MwSt.",
      spanneHochzeitGross: "2.975 bis 29.750 € inkl. MwSt., für Firmenkunden 2.500 bis 25.000 € netto",
    });
  });

  it("business facts and figures", () => {
    expect(expectedTokens(dir, november)).toMatchObject({
      homeCity: "Hamburg",
      phone: "040\u00a01234\u00a05678",
      vatPercent: "19",
      yearsExperience: "30",
      events: "100",
      musicLibrary: "50.000",
      travelRadius: "160 km",
      setupTime: "60 bis 90 Minuten",
      reviewSites: "Google und ProvenExpert",
    });
  });

  it("year, season, copyright and scarcity follow the build date in Hamburg", () => {
    expect(expectedTokens(dir, november)).toMatchObject({
      year: "2026",
      season: "2026/2027",
      copyrightYears: "2024–2026",
      scarcityPercent: "62", // Fri 4, Sat 5, Fri 11, Fri 18, Sat 26 of 8: 62.5 %, rounded down
    });
    // 23:30 UTC on New Year's Eve is already 1 January in Hamburg
    expect(expectedTokens(dir, new Date("2026-12-31T23:30:00Z"))).toMatchObject({ year: "2027", season: "2027/2028" });
    // from 19 December on: Sat 19, Fri 25, Sat 26, of which the 26th is held
    expect(expectedTokens(dir, new Date("2026-12-19T10:00:00+01:00")).scarcityPercent).toBe("33");
  });

  it("fills a text, leaves the page's {city} and stops at a token it does not know", () => {
    const tokens = expectedTokens(dir, november);
    expect(fillExpected("Aufbau: {setupTime} vor Beginn", tokens)).toBe("Aufbau: 60 bis 90 Minuten vor Beginn");
    expect(fillExpected("Ab {preisBasisBrutto} in {city}", tokens)).toBe("Ab 952 € inkl. MwSt. in {city}");
    expect(() => fillExpected("DJ in {ctiy}", tokens)).toThrow(/does not know the token \{ctiy\}/);
  });
});
