/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { copyrightYears, scarcity, seasonOf, SCARCITY_THRESHOLD_PERCENT } from "../../src/lib/season";
import { contentTokens, knownTokens, priceTokens, type PriceContent } from "../../gatsby/token-values";
import { fillTokens } from "../../src/model/tokens";
import { tokenValues } from "../../gatsby/tokens";
import { berlinDay } from "../../src/lib/availability";

/** The build's token values for the content below `dir` at `at` (what gatsby/tokens.ts reads from the nodes). */
const tokenValuesFor = (dir: string, at: Date) => {
  const read = (file: string) => yaml.load(fs.readFileSync(path.join(dir, file), "utf8")) as never;
  return tokenValues({
    site: read("site/site.yaml"),
    prices: read("packages/packages.yaml"),
    availability: read("availability/availability.yaml"),
    day: berlinDay(at),
  });
};
import type { SiteData } from "../../src/model/collections";

const content = path.resolve(__dirname, "../../content");
const load = <T>(file: string) => yaml.load(fs.readFileSync(path.join(content, file), "utf8")) as T;
const site = load<SiteData>("site/site.yaml");
const prices = load<PriceContent>("packages/packages.yaml");

/** Written out independently of src/lib/pricing.ts: gross = net × (1 + VAT), whole euros, German grouping. */
const euros = (n: number) => new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0, useGrouping: true }).format(n);
const gross = (net: number) => Math.round(net * (1 + site.vatRate));
const capital = (id: string) => id[0].toUpperCase() + id.slice(1);

describe("price tokens: computed from packages.yaml and the VAT rate in site.yaml", () => {
  const tokens = priceTokens(prices, site.vatRate);

  it.each(prices.guide.map((p) => [p.id, p.netPrice] as const))(
    "{preis…} of guide package %s states gross with VAT status and the business net price",
    (id, net) => {
      expect(tokens[`preis${capital(id)}`]).toBe(
        `${euros(gross(net))} € inkl. MwSt., für Firmenkunden ${euros(net)} € netto`,
      );
      expect(tokens[`preis${capital(id)}Brutto`]).toBe(`${euros(gross(net))} € inkl. MwSt.`);
    },
  );

  it.each(prices.christmas.map((p) => [p.id, p.netPrice] as const))(
    "{preisWeihnachten…} of Christmas package %s",
    (id, net) => {
      expect(tokens[`preisWeihnachten${capital(id)}`]).toBe(
        `${euros(gross(net))} € inkl. MwSt., für Firmenkunden ${euros(net)} € netto`,
      );
    },
  );

  it("the package range runs from the cheapest to the dearest package, the content's ranges as written", () => {
    const nets = prices.guide.map((p) => p.netPrice);
    const [lo, hi] = [Math.min(...nets), Math.max(...nets)];
    expect(tokens.spannePakete).toBe(
      `${euros(gross(lo))} bis ${euros(gross(hi))} € inkl. MwSt., für Firmenkunden ${euros(lo)} bis ${euros(hi)} € netto`,
    );
    for (const r of prices.priceRanges ?? [])
      expect(tokens[`spanne${capital(r.id)}Brutto`]).toBe(
        `${euros(gross(r.netFrom))} bis ${euros(gross(r.netTo))} € inkl. MwSt.`,
      );
  });

  it("follows a change of price and of VAT rate", () => {
    const first = { ...prices.guide[0], netPrice: 1000 };
    const changed = priceTokens({ guide: [first], christmas: [], priceRanges: [] }, 0.07);
    expect(changed[`preis${capital(first.id)}`]).toBe("1.070 € inkl. MwSt., für Firmenkunden 1.000 € netto");
  });

  it("every price token is a known token, so the content check accepts it", () => {
    expect(knownTokens(prices)).toEqual(expect.arrayContaining(Object.keys(tokens)));
  });
});

describe("tokens that follow the build date", () => {
  const at = (iso: string) => new Date(iso);

  it("season: the coming Christmas, Y/Y+1 with Y the build year in Hamburg", () => {
    expect(seasonOf(at("2026-11-25T10:00:00+01:00"))).toBe("2026/2027");
    expect(seasonOf(at("2027-01-02T10:00:00+01:00"))).toBe("2027/2028");
    expect(seasonOf(at("2026-12-31T23:30:00Z"))).toBe("2027/2028"); // already 1 January in Hamburg
  });

  it("copyright: first year to build year, one year when equal", () => {
    expect(copyrightYears(2024, at("2026-11-25T10:00:00+01:00"))).toBe("2024–2026");
    expect(copyrightYears(2026, at("2026-11-25T10:00:00+01:00"))).toBe("2026");
  });

  it("fills a Christmas title of the editor's with the build's season", () => {
    const values = contentTokens({
      site,
      prices,
      availability: { updatedAt: "2026-11-01", booked: [] },
      now: at("2027-10-01T08:00:00+02:00"),
    });
    expect(fillTokens("Weihnachtsfeier DJ {city} – Saison {season}", values)).toBe(
      "Weihnachtsfeier DJ {city} – Saison 2027/2028",
    );
    expect(values.year).toBe("2027");
  });
});

describe("scarcity: the share of the season's December Fridays and Saturdays still ahead that are taken", () => {
  // December 2026: Fridays 4, 11, 18, 25 and Saturdays 5, 12, 19, 26.
  const now = new Date("2026-11-25T10:00:00+01:00");

  it("counts booked and held days among them, rounded down", () => {
    const found = scarcity(
      {
        updatedAt: "2026-11-20",
        booked: ["2026-12-04", "2026-12-05", "2026-12-11"],
        tentative: ["2026-12-12", "2026-12-09"],
      },
      now,
    );
    expect(found).toEqual({ year: 2026, total: 8, taken: 4, percent: 50, show: true });
  });

  it("stays hidden below the threshold and with nothing booked", () => {
    expect(scarcity({ updatedAt: "2026-11-20", booked: ["2026-12-04"] }, now)).toMatchObject({
      percent: 12,
      show: false,
    });
    expect(scarcity({ updatedAt: "2026-11-20", booked: [] }, now)).toMatchObject({ percent: 0, show: false });
    expect(SCARCITY_THRESHOLD_PERCENT).toBeGreaterThan(12);
  });

  it("counts only the days still ahead", () => {
    const late = new Date("2026-12-19T10:00:00+01:00"); // left: Sat 19, Fri 25, Sat 26
    expect(
      scarcity({ updatedAt: "2026-12-01", booked: ["2026-12-04", "2026-12-05", "2026-12-19"] }, late),
    ).toMatchObject({
      total: 3,
      taken: 1,
      percent: 33,
    });
    expect(scarcity({ updatedAt: "2026-12-01", booked: [] }, new Date("2026-12-27T10:00:00+01:00"))).toMatchObject({
      total: 0,
      show: false,
    });
  });

  /** A content folder with the real site.yaml and packages.yaml and the availability given. */
  const contentWith = (availability: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tokens-content-"));
    for (const file of ["site/site.yaml", "packages/packages.yaml"]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.copyFileSync(path.join(content, file), path.join(dir, file));
    }
    fs.mkdirSync(path.join(dir, "availability"));
    fs.writeFileSync(path.join(dir, "availability/availability.yaml"), availability);
    return dir;
  };

  it("the build's token counts the content's availability (fixture: 5 of 8 taken → 62 %)", () => {
    const dir = contentWith(
      [
        'updatedAt: "2026-11-20"',
        // Fri 4, Sat 5, Fri 11, Fri 18 count; Thu 17 and Thu 31 are no Friday or Saturday
        'booked: ["2026-12-04", "2026-12-05", "2026-12-11", "2026-12-17", "2026-12-18", "2026-12-31"]',
        // Sat 26 counts; 27 November is not in December
        'tentative: ["2026-12-26", "2026-11-27"]',
      ].join("\n"),
    );
    try {
      const built = tokenValuesFor(dir, now);
      expect(built.values.scarcityPercent).toBe("62"); // 5 / 8 = 62.5 %, rounded down
      expect(built.scarcity).toEqual({ year: 2026, total: 8, taken: 5, percent: 62, show: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the build's token for the committed availability, counted here day by day", () => {
    const availability = load<{ booked: unknown[]; tentative?: unknown[] }>("availability/availability.yaml");
    const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d)); // an unquoted date
    const taken = new Set([...availability.booked, ...(availability.tentative ?? [])].map(day));
    // December 2026 from 25 November on: Fridays 4, 11, 18, 25 and Saturdays 5, 12, 19, 26.
    const days = ["04", "05", "11", "12", "18", "19", "25", "26"].map((d) => `2026-12-${d}`);
    const count = days.filter((d) => taken.has(d)).length;
    const built = tokenValuesFor(content, now);
    expect(built.scarcity).toMatchObject({ total: days.length, taken: count });
    expect(built.values.scarcityPercent).toBe(String(Math.floor((count * 100) / days.length)));
  });
});
