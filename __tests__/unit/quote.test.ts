/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import {
  addDays,
  buildQuote,
  germanDate,
  parseQuoteDate,
  quoteNumber,
  QUOTE_NUMBER_PATTERN,
  type QuoteData,
} from "../../src/lib/quote";
import { estimateSelection, type EstimatorExtra, type Selection } from "../../src/lib/estimate";

const read = <T>(file: string) =>
  yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content", file), "utf8")) as T;
type Pkg = QuoteData["packages"][number];
const packages = read<{ guide: Pkg[]; christmas: Pkg[] }>("packages/packages.yaml");
const extrasFile = read<{
  hourlyRate: number;
  maxExtraHours: number;
  quoteValidDays: number;
  extras: EstimatorExtra[];
}>("extras/extras.yaml");
const { vatRate } = read<{ vatRate: number }>("site/site.yaml");
const data = (variant: "standard" | "christmas"): QuoteData => ({
  packages: variant === "christmas" ? packages.christmas : packages.guide,
  hourlyRate: extrasFile.hourlyRate,
  maxExtraHours: extrasFile.maxExtraHours,
  extras: extrasFile.extras,
  vatRate,
});

/** The rule written out independently: VAT on net, gross rounded to whole euros. */
const expected = (net: number) => ({
  net,
  gross: Math.round(net * (1 + vatRate)),
  vat: Math.round(net * (1 + vatRate)) - net,
});
const DAY = "2026-11-27";

describe("the quote's amounts follow content/packages and content/extras", () => {
  for (const variant of ["standard", "christmas"] as const) {
    const d = data(variant);
    it(`every ${variant} package alone: one line, totals net, VAT and gross as the Preisrechner`, () => {
      expect(d.packages.length).toBeGreaterThan(0);
      for (const pkg of d.packages) {
        for (const customer of ["private", "business"] as const) {
          const quote = buildQuote({ packageId: pkg.id, customer, variant }, d, DAY, extrasFile.quoteValidDays);
          expect(quote).not.toBeNull();
          const e = expected(pkg.netPrice);
          expect(quote!.lines).toEqual([
            expect.objectContaining({ kind: "package", name: pkg.name, quantity: pkg.durationHours, ...e }),
          ]);
          expect(quote!.lines[0].features).toEqual(pkg.features);
          expect(quote!.totals).toEqual(expect.objectContaining(e));
          expect(quote!.totals.shown).toBe(customer === "private" ? e.gross : e.net);
        }
      }
    });
  }

  it("every extra has its own line with its net, VAT and gross; the total is the Preisrechner's", () => {
    const d = data("standard");
    const pkg = d.packages[0];
    for (const extra of extrasFile.extras) {
      const quote = buildQuote({ packageId: pkg.id, extraIds: [extra.id], customer: "business" }, d, DAY, 14)!;
      expect(quote.lines[1]).toEqual(
        expect.objectContaining({ kind: "extra", name: extra.name, ...expected(extra.netPrice) }),
      );
      expect(quote.totals).toEqual(expect.objectContaining(expected(pkg.netPrice + extra.netPrice)));
    }
  });

  it("extra hours, all extras together: the line sums make the net total; the gross total is rounded once, on the total", () => {
    for (const variant of ["standard", "christmas"] as const) {
      const d = data(variant);
      for (const pkg of d.packages) {
        const selection: Selection = {
          packageId: pkg.id,
          extraHours: extrasFile.maxExtraHours,
          extraIds: extrasFile.extras.map((e) => e.id),
          customer: "business",
          variant,
        };
        const quote = buildQuote(selection, d, DAY, 14)!;
        const hours = quote.lines.find((l) => l.kind === "hours")!;
        expect(hours).toEqual(
          expect.objectContaining({
            quantity: extrasFile.maxExtraHours,
            ...expected(extrasFile.maxExtraHours * extrasFile.hourlyRate),
          }),
        );
        // An extra the package already includes is neither offered nor counted (issue #37).
        const included = new Set((pkg as { includesExtras?: string[] }).includesExtras ?? []);
        const net =
          pkg.netPrice +
          extrasFile.maxExtraHours * extrasFile.hourlyRate +
          extrasFile.extras.filter((e) => !included.has(e.id)).reduce((s, e) => s + e.netPrice, 0);
        expect(quote.lines.reduce((s, l) => s + l.net, 0)).toBe(net);
        expect(quote.totals).toEqual(expect.objectContaining(expected(net)));
        const preisrechner = estimateSelection(selection, d)!;
        expect(quote.totals.net).toBe(preisrechner.net);
        expect(quote.totals.gross).toBe(preisrechner.gross);
      }
    }
  });

  it("an unknown package gives no quote; unknown extras are dropped", () => {
    const d = data("standard");
    expect(buildQuote({ packageId: "gibt-es-nicht" }, d, DAY, 14)).toBeNull();
    const quote = buildQuote({ packageId: d.packages[0].id, extraIds: ["gibt-es-nicht"] }, d, DAY, 14)!;
    expect(quote.lines).toHaveLength(1);
  });
});

describe("the quote number", () => {
  // Two packages and three extras of the test's own: the owner's content may have fewer.
  const d: QuoteData = {
    packages: [
      { id: "klein", name: "Klein", netPrice: 700, durationHours: 5, features: ["Anlage"], popular: false },
      { id: "gross", name: "Groß", netPrice: 1100, durationHours: 8, features: ["Anlage", "Licht"], popular: true },
    ],
    hourlyRate: 85,
    maxExtraHours: 4,
    extras: [
      { id: "licht", name: "Lichtshow", netPrice: 180, description: "Bewegtes Licht." },
      { id: "nebel", name: "Nebel", netPrice: 70, description: "Feiner Dunst." },
      { id: "empfang", name: "Zweiter Standort", netPrice: 230, description: "Eine zweite Anlage." },
    ],
    vatRate: 0.19,
  };
  const base: Selection = {
    packageId: d.packages[0].id,
    extraHours: 1,
    extraIds: [d.extras[0].id],
    customer: "business",
    variant: "standard",
  };

  it("is the same for the same selection and day, whatever order the extras came in", () => {
    const a = buildQuote({ ...base, extraIds: d.extras.map((e) => e.id) }, d, DAY, 14)!;
    const b = buildQuote({ ...base, extraIds: d.extras.map((e) => e.id).reverse() }, d, DAY, 14)!;
    expect(a.number).toBe(b.number);
    expect(a.number).toMatch(QUOTE_NUMBER_PATTERN);
    expect(a.number.startsWith("A-20261127-")).toBe(true);
    expect(quoteNumber(base, DAY)).toBe(quoteNumber({ ...base }, DAY));
  });

  it("changes with the package, the hours, an extra, the customer type, the occasion and the day", () => {
    const numbers = new Set([
      quoteNumber(base, DAY),
      quoteNumber({ ...base, packageId: d.packages[1].id }, DAY),
      quoteNumber({ ...base, extraHours: 2 }, DAY),
      quoteNumber({ ...base, extraIds: [] }, DAY),
      quoteNumber({ ...base, customer: "private" }, DAY),
      quoteNumber({ ...base, variant: "christmas" }, DAY),
      quoteNumber(base, "2026-11-28"),
    ]);
    expect(numbers.size).toBe(7);
  });
});

describe("quote dates", () => {
  it("valid until = date + quoteValidDays from content, across month and year ends", () => {
    expect(Number.isInteger(extrasFile.quoteValidDays) && extrasFile.quoteValidDays > 0).toBe(true);
    const quote = buildQuote(
      { packageId: packages.guide[0].id },
      data("standard"),
      "2026-12-25",
      extrasFile.quoteValidDays,
    )!;
    const until = new Date(Date.UTC(2026, 11, 25 + extrasFile.quoteValidDays)).toISOString().slice(0, 10);
    expect(quote.validUntil).toBe(until);
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(germanDate("2026-01-09")).toBe("09.01.2026");
  });

  it("only real calendar days count as a quote date", () => {
    expect(parseQuoteDate("2026-11-27")).toBe("2026-11-27");
    for (const bad of ["2026-02-30", "27.11.2026", "2026-1-1", "", null, "2026-11-27x"])
      expect(parseQuoteDate(bad)).toBeNull();
  });
});
