/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import {
  defaultSelection,
  estimate,
  estimateHref,
  estimateSelection,
  paramsToSelection,
  paramsVariant,
  extrasFor,
  normalizeSelection,
  selectionToParams,
  type EstimatorData,
  type EstimatorExtra,
  type EstimatorPackage,
  type Selection,
} from "../../src/lib/estimate";
import { priceLabel } from "../../src/components/Pricing/Pricing.labels";
import { estimateText, summaryParts, summaryText } from "../../src/components/PriceEstimator/PriceEstimator.labels";

const read = <T>(file: string) =>
  yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content", file), "utf8")) as T;
/** The owner's files: checked as any content must be, never as a sample for the rules below. */
const content = {
  packages: read<{ guide: EstimatorPackage[]; christmas: EstimatorPackage[] }>("packages/packages.yaml"),
  extras: read<{ hourlyRate: number; maxExtraHours: number; extras: EstimatorExtra[] }>("extras/extras.yaml"),
  vatRate: read<{ vatRate: number }>("site/site.yaml").vatRate,
};

/**
 * The rules' own packages and extras, shaped like content's (an extra only for weddings, packages that
 * include extras), with figures of their own.
 */
const packages: { guide: EstimatorPackage[]; christmas: EstimatorPackage[] } = {
  guide: [
    { id: "klein", name: "Klein-Paket", netPrice: 700, durationHours: 5, popular: false },
    { id: "mittel", name: "Mittel", netPrice: 1100, durationHours: 8, popular: true },
    {
      id: "gross",
      name: "Groß-Paket",
      netPrice: 1400,
      durationHours: 10,
      popular: false,
      includesExtras: ["moderation"],
    },
  ],
  christmas: [
    { id: "advent", name: "Advent", netPrice: 990, durationHours: 4, popular: false },
    {
      id: "gala",
      name: "Gala",
      netPrice: 1390,
      durationHours: 6,
      popular: true,
      includesExtras: ["licht", "moderation"],
    },
    {
      id: "ball",
      name: "Ball",
      netPrice: 1790,
      durationHours: 8,
      popular: false,
      includesExtras: ["licht", "moderation"],
    },
  ],
};
const extrasFile: { hourlyRate: number; maxExtraHours: number; extras: EstimatorExtra[] } = {
  hourlyRate: 85,
  maxExtraHours: 4,
  extras: [
    { id: "licht", name: "Lichtshow", netPrice: 180, description: "Bewegtes Licht." },
    { id: "ambiente", name: "Ambiente-Licht", netPrice: 110, description: "Farbiges Licht im Raum." },
    { id: "empfang", name: "Zweiter Standort", netPrice: 230, description: "Eine zweite Anlage." },
    { id: "trauung", name: "Trauungsmusik", netPrice: 140, description: "Musik zur Trauung.", occasions: ["hochzeit"] },
    { id: "moderation", name: "Moderation", netPrice: 210, description: "Spiele und Ansagen." },
    { id: "nebel", name: "Nebel", netPrice: 70, description: "Feiner Dunst." },
  ],
};
const vatRate = 0.19;

const guide: EstimatorData = { packages: packages.guide, ...extrasFile, vatRate };
const christmas: EstimatorData = { packages: packages.christmas, ...extrasFile, vatRate };

/** The rule, written out independently: gross = net × (1 + vatRate), rounded; German digit grouping. */
const euros = (n: number) => n.toLocaleString("de-DE", { maximumFractionDigits: 0 });
/** An extra the package already contains (packages.yaml → includesExtras) is not charged again. */
const expectedNet = (pkg: EstimatorPackage, hours: number, extras: EstimatorExtra[]) =>
  pkg.netPrice +
  hours * extrasFile.hourlyRate +
  extras.filter((e) => !pkg.includesExtras?.includes(e.id)).reduce((s, e) => s + e.netPrice, 0);

describe("content/extras/extras.yaml", () => {
  it("has a positive hourly rate, a maximum of extra hours and extras (any number) with unique slugs, names, positive prices and descriptions", () => {
    const { hourlyRate, maxExtraHours, extras } = content.extras;
    expect(hourlyRate).toBeGreaterThan(0);
    expect(Number.isInteger(maxExtraHours) && maxExtraHours > 0).toBe(true);
    expect(new Set(extras.map((e) => e.id)).size).toBe(extras.length);
    for (const e of extras) {
      expect(e.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(e.name.trim()).not.toBe("");
      expect(e.description.trim()).not.toBe("");
      expect(e.netPrice).toBeGreaterThan(0);
    }
  });
});

describe("the estimate follows the price cards' VAT rule", () => {
  it("a package of content/ alone costs what its price card says, for private and business customers", () => {
    const { vatRate } = content;
    for (const pkg of [...content.packages.guide, ...content.packages.christmas]) {
      for (const customer of ["private", "business"] as const) {
        const result = estimate({
          packageNet: pkg.netPrice,
          extraHours: 0,
          hourlyRate: content.extras.hourlyRate,
          extras: [],
          customer,
          vatRate,
        });
        expect(`ab ${estimateText(result, customer, vatRate).replace(" €", "€")}`).toBe(
          priceLabel(pkg.netPrice, customer, vatRate).text,
        );
      }
    }
  });

  it.each([
    ["guide", 1, 2, [0, 3], "private"],
    ["guide", 0, 0, [], "business"],
    ["christmas", 2, extrasFile.maxExtraHours, [1, 2, 4], "private"],
    ["christmas", 0, 1, [5], "business"],
  ] as const)(
    "%s package %i + %i extra hours + extras %j for a %s customer",
    (list, pkgIndex, hours, extraIndexes, customer) => {
      const data = list === "guide" ? guide : christmas;
      const pkg = data.packages[pkgIndex];
      const chosen = extraIndexes.map((i) => data.extras[i]);
      const net = expectedNet(pkg, hours, chosen);
      const gross = Math.round(net * (1 + vatRate));
      const result = estimateSelection(
        { packageId: pkg.id, extraHours: hours, extraIds: chosen.map((e) => e.id), customer },
        data,
      );
      expect(result).toEqual({ net, gross, shown: customer === "private" ? gross : net });
      expect(estimateText(result!, customer, vatRate)).toBe(
        customer === "private"
          ? `${euros(gross)} € inkl. MwSt.`
          : `${euros(net)} € zzgl. ${Math.round(vatRate * 100)}% MwSt.`,
      );
    },
  );

  it("rounds the total once, not every item", () => {
    expect(
      estimate({ packageNet: 100.5, extraHours: 0, hourlyRate: 0, extras: [0.5], customer: "private", vatRate: 0.19 })
        .gross,
    ).toBe(Math.round(101 * 1.19));
  });
});

describe("the summary the enquiry carries (paketWunsch, preisSchaetzung)", () => {
  it("names package, hours, extra hours, extras, the estimate and the customer type", () => {
    const pkg = guide.packages[1];
    const [a, b] = guide.extras;
    const selection = { packageId: pkg.id, extraHours: 2, extraIds: [b.id, a.id], customer: "private" } as const;
    const gross = Math.round(expectedNet(pkg, 2, [a, b]) * (1 + vatRate));
    const name = /paket/i.test(pkg.name) ? pkg.name : `Paket ${pkg.name}`;
    expect(summaryText(selection, guide)).toBe(
      `${name} (${pkg.durationHours} Std.) + 2 Zusatzstunden + ${a.name}, ${b.name} – Schätzung: ${euros(gross)} € inkl. MwSt. (Privatkunde)`,
    );
  });

  it("leaves out what was not chosen, says 1 Zusatzstunde, and marks the Christmas variant", () => {
    const pkg = christmas.packages[0];
    const parts = summaryParts(
      { packageId: pkg.id, extraHours: 1, extraIds: [], customer: "business", variant: "christmas" },
      christmas,
    );
    expect(parts).toEqual({
      paketWunsch: `Weihnachtsfeier: Paket ${pkg.name} (${pkg.durationHours} Std.) + 1 Zusatzstunde`,
      preisSchaetzung: `${euros(pkg.netPrice + extrasFile.hourlyRate)} € zzgl. ${Math.round(vatRate * 100)}% MwSt. (Geschäftskunde)`,
    });
    expect(summaryText({ packageId: "nope", extraHours: 0, extraIds: [], customer: "private" }, guide)).toBe("");
  });
});

describe("the selection in /kontakt's query string", () => {
  const selection: Selection = {
    packageId: guide.packages[2].id,
    extraHours: 3,
    extraIds: [guide.extras[0].id, guide.extras[3].id],
    customer: "business",
    variant: "standard",
  };

  it("goes there and back unchanged, and the link scrolls to the form", () => {
    const params = selectionToParams(selection);
    expect(params.get("paket")).toBe(selection.packageId);
    expect(params.get("stunden")).toBe("3");
    expect(params.getAll("extra")).toEqual(selection.extraIds);
    expect(params.get("kunde")).toBe("business");
    expect(paramsToSelection(new URLSearchParams(params.toString()), guide)).toEqual(selection);
    const href = estimateHref("/kontakt", selection);
    expect(href.startsWith("/kontakt?")).toBe(true);
    expect(href.endsWith("#anfrage")).toBe(true);
    expect(paramsToSelection(new URL(href, "https://example.org").searchParams, guide)).toEqual(selection);
  });

  it("the Christmas variant says so, so /kontakt picks the Christmas packages", () => {
    const xmas = { ...defaultSelection(christmas, "christmas") };
    const params = selectionToParams(xmas);
    expect(params.get("anlass")).toBe("weihnachtsfeier");
    expect(paramsVariant(params)).toBe("christmas");
    expect(paramsVariant(selectionToParams(selection))).toBe("standard");
    expect(paramsToSelection(params, christmas)).toEqual({ ...xmas, occasion: "weihnachtsfeier" });
  });

  it("carries the page's occasion, and the occasion brings its own extras", () => {
    const wedding = { ...selection, occasion: "hochzeit" };
    expect(selectionToParams(wedding).get("anlass")).toBe("hochzeit");
    expect(paramsToSelection(selectionToParams(wedding), guide)).toEqual(wedding);
    expect(
      paramsToSelection(new URLSearchParams(`paket=${guide.packages[0].id}&anlass=<b>`), guide),
    ).not.toHaveProperty("occasion");
    // An extra limited to some occasions (extras.yaml → occasions) is offered on their pages only.
    const limited = extrasFile.extras.filter((e) => e.occasions?.length);
    expect(limited.length).toBeGreaterThan(0);
    for (const extra of limited) {
      expect(extrasFor(extrasFile.extras, extra.occasions![0])).toContainEqual(extra);
      expect(extrasFor(extrasFile.extras, "sonstiges")).not.toContainEqual(extra);
      expect(extrasFor(extrasFile.extras, null)).not.toContainEqual(extra);
    }
    expect(extrasFor(extrasFile.extras, null).length).toBe(
      extrasFile.extras.filter((e) => !e.occasions?.length).length,
    );
  });

  it("never charges an extra the chosen package already contains", () => {
    const containing = [...packages.guide, ...packages.christmas].filter((p) => p.includesExtras?.length);
    expect(containing.length).toBeGreaterThan(0);
    for (const pkg of containing) {
      const data = packages.guide.includes(pkg) ? guide : christmas;
      const all = data.extras.map((e) => e.id);
      const chosen = normalizeSelection({ packageId: pkg.id, extraIds: all }, data)!;
      expect(chosen.extraIds.filter((id) => pkg.includesExtras!.includes(id))).toEqual([]);
      expect(chosen.extraIds.length).toBe(all.filter((id) => !pkg.includesExtras!.includes(id)).length);
    }
  });

  it("ignores tampered or unknown values", () => {
    const known = guide.extras[1].id;
    const tampered = new URLSearchParams(
      `paket=${guide.packages[0].id}&stunden=99&extra=hacked&extra=${known}&extra=${known}&kunde=admin`,
    );
    expect(paramsToSelection(tampered, guide)).toEqual({
      packageId: guide.packages[0].id,
      extraHours: extrasFile.maxExtraHours,
      extraIds: [known],
      customer: "private",
      variant: "standard",
    });
    expect(paramsToSelection(new URLSearchParams(`paket=${guide.packages[0].id}&stunden=-3`), guide)?.extraHours).toBe(
      0,
    );
    expect(
      paramsToSelection(new URLSearchParams(`paket=${guide.packages[0].id}&stunden=zwei`), guide)?.extraHours,
    ).toBe(0);
    expect(paramsToSelection(new URLSearchParams(`paket=${guide.packages[0].id}&stunden=1.7`), guide)?.extraHours).toBe(
      1,
    );
    expect(paramsToSelection(new URLSearchParams(`paket=gold&stunden=1`), guide)).toBeNull();
    expect(paramsToSelection(new URLSearchParams(""), guide)).toBeNull();
    // A comma-separated list (hand-written links) is read as well.
    const both = `${guide.extras[0].id},${guide.extras[2].id}`;
    expect(
      paramsToSelection(new URLSearchParams(`paket=${guide.packages[0].id}&extra=${both}`), guide)?.extraIds,
    ).toEqual([guide.extras[0].id, guide.extras[2].id]);
  });

  it("starts from the popular package with nothing extra for a private customer", () => {
    const popular = guide.packages.find((p) => p.popular) ?? guide.packages[0];
    expect(defaultSelection(guide)).toEqual({
      packageId: popular.id,
      extraHours: 0,
      extraIds: [],
      customer: "private",
      variant: "standard",
    });
  });
});
