/**
 * @jest-environment node
 *
 * The written quote (/angebot): its amounts to the cent, its number, its dates. The tests bring their
 * own price list (packages, extras, hourly rate, 19 % VAT); every expected amount is worked out here in
 * whole cents, independently of src/lib/quote.ts.
 */
import {
  addDays,
  buildQuote,
  formatCents,
  germanDate,
  parseQuoteDate,
  quoteNumber,
  vatOn,
  QUOTE_NUMBER_PATTERN,
  type QuoteData,
} from "../../src/lib/quote";
import type { Selection } from "../../src/lib/estimate";

const VAT = 0.19;
const data = (changes: Partial<QuoteData> = {}): QuoteData => ({
  packages: [
    { id: "klein", name: "Kleines Paket", netPrice: 890, durationHours: 4, popular: false, features: ["Technik"] },
    { id: "gross", name: "Großes Paket", netPrice: 1290, durationHours: 6, popular: true, features: ["Licht", "Ton"] },
    {
      id: "alles",
      name: "Alles-Paket",
      netPrice: 1690,
      durationHours: 8,
      popular: false,
      includesExtras: ["licht"],
    },
    { id: "krumm", name: "Krummes Paket", netPrice: 999.99, durationHours: 3, popular: false },
  ],
  hourlyRate: 95,
  maxExtraHours: 4,
  extras: [
    { id: "licht", name: "Lichtshow", netPrice: 190, description: "" },
    { id: "nebel", name: "Nebel", netPrice: 65, description: "" },
  ],
  vatRate: VAT,
  ...changes,
});
const DAY = "2026-11-27";

/** The rule, written out: VAT = net × 19 / 100 in cents, rounded half up; gross = net + VAT. */
const money = (netCents: number) => {
  const vatCents = Math.floor((netCents * 19 + 50) / 100);
  return { netCents, vatCents, grossCents: netCents + vatCents };
};

describe("money on a quote is exact to the cent", () => {
  it("1.290 € net: VAT 245,10 €, gross 1.535,10 € (not rounded to whole euros)", () => {
    const quote = buildQuote({ packageId: "gross", customer: "private" }, data(), DAY, 14)!;
    expect(quote.lines[0]).toEqual(expect.objectContaining({ netCents: 129000, vatCents: 24510, grossCents: 153510 }));
    expect(quote.totals).toEqual({ netCents: 129000, vatCents: 24510, grossCents: 153510 });
    expect(formatCents(quote.totals.vatCents)).toBe("245,10");
    expect(formatCents(quote.totals.grossCents)).toBe("1.535,10");
  });

  it.each([
    [0, "0,00"],
    [5, "0,05"],
    [99999, "999,99"],
    [153510, "1.535,10"],
    [123456789, "1.234.567,89"],
    [-24510, "-245,10"],
  ])("%i cents read %s", (cents, text) => expect(formatCents(cents)).toBe(text));

  it("VAT is rounded half up to the cent, never in floating point", () => {
    // 99999 × 0.19 = 18999.81 → 19000; 50 × 0.19 = 9.5 → 10; 150 × 0.19 = 28.5 → 29
    expect(vatOn(99999, VAT)).toBe(19000);
    expect(vatOn(50, VAT)).toBe(10);
    expect(vatOn(150, VAT)).toBe(29);
    expect(vatOn(129000, VAT)).toBe(24510);
  });

  it("every line has its net, VAT and gross in cents; the totals are worked out on the total net", () => {
    const selection = {
      packageId: "krumm",
      extraHours: 3,
      extraIds: ["nebel", "licht"],
      customer: "business" as const,
    };
    const quote = buildQuote(selection, data(), DAY, 14)!;
    const nets = [99999, 3 * 9500, 19000, 6500];
    expect(quote.lines.map((l) => l.kind)).toEqual(["package", "hours", "extra", "extra"]);
    quote.lines.forEach((line, i) => expect(line).toEqual(expect.objectContaining(money(nets[i]))));
    expect(quote.lines[1]).toEqual(expect.objectContaining({ quantity: 3, unitCents: 9500 }));
    expect(quote.totals).toEqual(money(nets.reduce((a, b) => a + b, 0)));
  });

  it("the package's lines keep its hours and what it includes; an extra it already includes is not charged", () => {
    const quote = buildQuote({ packageId: "alles", extraIds: ["licht", "nebel"] }, data(), DAY, 14)!;
    expect(quote.lines[0]).toEqual(expect.objectContaining({ kind: "package", name: "Alles-Paket", quantity: 8 }));
    expect(quote.lines.map((l) => l.id)).toEqual(["alles", "nebel"]);
    expect(quote.totals).toEqual(money(169000 + 6500));
  });

  it("an unknown package gives no quote; unknown extras are dropped", () => {
    expect(buildQuote({ packageId: "gibt-es-nicht" }, data(), DAY, 14)).toBeNull();
    expect(buildQuote({ packageId: "klein", extraIds: ["gibt-es-nicht"] }, data(), DAY, 14)!.lines).toHaveLength(1);
  });
});

describe("the quote number", () => {
  const base: Selection = {
    packageId: "klein",
    extraHours: 1,
    extraIds: ["licht"],
    customer: "business",
    variant: "standard",
  };
  const numberOf = (selection: Partial<Selection>, d = data(), day = DAY) => buildQuote(selection, d, day, 14)!.number;

  it("is the same for the same selection, day and prices, whatever order the extras came in", () => {
    const a = numberOf({ ...base, extraIds: ["licht", "nebel"] });
    expect(a).toBe(numberOf({ ...base, extraIds: ["nebel", "licht"] }));
    expect(a).toMatch(QUOTE_NUMBER_PATTERN);
    expect(a.startsWith("A-20261127-")).toBe(true);
  });

  it("changes with the package, the hours, an extra, the customer type, the occasion and the day", () => {
    const numbers = new Set([
      numberOf(base),
      numberOf({ ...base, packageId: "gross" }),
      numberOf({ ...base, extraHours: 2 }),
      numberOf({ ...base, extraIds: [] }),
      numberOf({ ...base, customer: "private" }),
      numberOf({ ...base, variant: "christmas" }),
      numberOf(base, data(), "2026-11-28"),
    ]);
    expect(numbers.size).toBe(7);
  });

  it("changes when a price on the quote changes: package, hourly rate, extra or VAT rate", () => {
    const d = data();
    const numbers = new Set([
      numberOf(base),
      numberOf(base, { ...d, packages: d.packages.map((p) => (p.id === "klein" ? { ...p, netPrice: 891 } : p)) }),
      numberOf(base, { ...d, hourlyRate: 96 }),
      numberOf(base, { ...d, extras: d.extras.map((e) => (e.id === "licht" ? { ...e, netPrice: 190.01 } : e)) }),
      numberOf(base, { ...d, vatRate: 0.16 }),
    ]);
    expect(numbers.size).toBe(5);
  });

  it("is a function of what the quote shows: quoteNumber over the same lines gives the quote's number", () => {
    const quote = buildQuote(base, data(), DAY, 14)!;
    expect(quoteNumber(quote.selection, DAY, quote.lines, VAT)).toBe(quote.number);
    const dearer = quote.lines.map((l, i) => (i === 0 ? { ...l, netCents: l.netCents + 1 } : l));
    expect(quoteNumber(quote.selection, DAY, dearer, VAT)).not.toBe(quote.number);
  });
});

describe("quote dates", () => {
  it("valid until = date + the days given, across month and year ends", () => {
    const quote = buildQuote({ packageId: "klein" }, data(), "2026-12-25", 14)!;
    expect(quote.validUntil).toBe("2027-01-08");
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -14)).toBe("2025-12-18");
    expect(germanDate("2026-01-09")).toBe("09.01.2026");
  });

  it("only real calendar days count as a quote date", () => {
    expect(parseQuoteDate("2026-11-27")).toBe("2026-11-27");
    for (const bad of ["2026-02-30", "27.11.2026", "2026-1-1", "", null, "2026-11-27x"])
      expect(parseQuoteDate(bad)).toBeNull();
  });
});
