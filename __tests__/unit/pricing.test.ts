import fs from "fs";
import path from "path";
import { createElement } from "react";
import { render, screen } from "@testing-library/react";
import yaml from "js-yaml";
import { grossPrice, formatEuros } from "../../src/lib/pricing";
import { priceFootnote, priceLabel } from "../../src/components/Pricing/Pricing.labels";
import { fillTokens } from "../../src/model/tokens";
import { EarlyBird } from "../../src/sections/christmas/EarlyBird";

/** The spec's VAT rule: 19 %, which content/site/site.yaml holds as vatRate (checked below). */
const SPEC_VAT = 0.19;

interface Pkg {
  name: string;
  netPrice: number;
}
const packages = yaml.load(
  fs.readFileSync(path.resolve(__dirname, "../../content/packages/packages.yaml"), "utf8"),
) as {
  guide: Pkg[];
  christmas: Pkg[];
};

describe("prices a visitor sees", () => {
  it("uses the VAT rate of content/site/site.yaml, which is the spec's 19 %", () => {
    const site = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/site/site.yaml"), "utf8")) as {
      vatRate: number;
    };
    expect(site.vatRate).toBe(SPEC_VAT);
  });

  // Own figures, worked out by hand: 800 × 1.19 = 952; 1290 × 1.19 = 1535.1 → 1.535; 1690 × 1.19 = 2011.1 → 2.011.
  it.each([
    [800, "ab 952€ inkl. MwSt.", "ab 800€ zzgl. 19% MwSt."],
    [1290, "ab 1.535€ inkl. MwSt.", "ab 1.290€ zzgl. 19% MwSt."],
    [1690, "ab 2.011€ inkl. MwSt.", "ab 1.690€ zzgl. 19% MwSt."],
  ])("%i € netto: private and business labels", (net, privateText, businessText) => {
    expect(priceLabel(net, "private", SPEC_VAT).text).toBe(privateText);
    expect(priceLabel(net, "business", SPEC_VAT).text).toBe(businessText);
  });

  it("every package in content/packages gets its labels from its own net price", () => {
    const all = [...packages.guide, ...packages.christmas];
    expect(all.length).toBeGreaterThan(0);
    const euros = (n: number) => new Intl.NumberFormat("de-DE").format(n);
    for (const { name, netPrice } of all)
      expect({
        name,
        labels: [priceLabel(netPrice, "private", SPEC_VAT).text, priceLabel(netPrice, "business", SPEC_VAT).text],
      }).toEqual({
        name,
        labels: [`ab ${euros(Math.round(netPrice * 1.19))}€ inkl. MwSt.`, `ab ${euros(netPrice)}€ zzgl. 19% MwSt.`],
      });
  });

  it("early bird (spec: 949 € instead of 1.690 € net): private customers read the gross prices, the saving is computed", async () => {
    expect(priceLabel(949, "private", SPEC_VAT).amount).toBe(1129);
    expect(grossPrice(1690, SPEC_VAT) - grossPrice(949, SPEC_VAT)).toBe(882);
    // The banner with the spec's offer (deadline far ahead, so it shows): every figure worked out by hand,
    // 949 × 1.19 = 1129.31 → 1.129 €; 1690 × 1.19 = 2011.1 → 2.011 €; 2011 − 1129 = 882 €.
    const offer = {
      name: "Frühbucher-Premium",
      netPrice: 949,
      regularNetPrice: 1690,
      durationHours: 8,
      deadline: "2099-09-30T23:59:59+02:00",
      season: "Weihnachtsfeiern 2099",
    };
    render(
      createElement(EarlyBird, { offer, vatRate: SPEC_VAT, booked: { scarcityPercent: 0, scarcityShown: false } }),
    );
    const text = (await screen.findByTestId("early-bird")).textContent ?? "";
    expect(text).toContain("Frühbucher-Premium: 1.129 € statt 2.011 € inkl. MwSt. – Sie sparen 882 €.");
    expect(text).toContain("Für Firmenkunden 949 € statt 1.690 € netto.");
    // The spec's claimed saving of 741 € is net: what a business customer reads off the two net prices shown.
    const [, net, regular] = /Für Firmenkunden ([\d.]+) € statt ([\d.]+) € netto/.exec(text) ?? [];
    expect(Number(regular.replace(/\./g, "")) - Number(net.replace(/\./g, ""))).toBe(741);
  });

  it("rounds the gross price to whole euros", () => {
    expect(grossPrice(890, SPEC_VAT)).toBe(1059); // 1059.1
    expect(grossPrice(1690, SPEC_VAT)).toBe(2011); // 2011.1
    expect(grossPrice(100, 0.07)).toBe(107);
  });

  it("changes the footnote with the customer type", () => {
    expect(priceFootnote("private", SPEC_VAT)).toMatch(/inkl\. 19% MwSt/);
    expect(priceFootnote("business", SPEC_VAT)).toMatch(/zzgl\. 19% MwSt/);
  });

  it("fills {city} and {year} and leaves unknown tokens alone", () => {
    expect(fillTokens("DJ in {city} {year} {x}", { city: "Kiel", year: 2026 })).toBe("DJ in Kiel 2026 {x}");
  });

  it("a value ending in a period at the end of a sentence ends it once", () => {
    const values = { preis: "952 € inkl. MwSt.", city: "Kiel" };
    expect(fillTokens("Basis für {preis}. Premium für {preis}", values)).toBe(
      "Basis für 952 € inkl. MwSt. Premium für 952 € inkl. MwSt.",
    );
    expect(fillTokens("Feiern in {city}. {x}.", values)).toBe("Feiern in Kiel. {x}.");
  });
});

describe("formatEuros", () => {
  it.each([
    [0, "0"],
    [949, "949"],
    [1190, "1.190"],
    [1428, "1.428"],
    [25000, "25.000"],
    [1234567, "1.234.567"],
    [-741, "-741"],
  ])("%d → %s, as German digit grouping writes it", (amount, text) => {
    expect(formatEuros(amount)).toBe(text);
    expect(formatEuros(amount)).toBe(amount.toLocaleString("de-DE"));
  });
});
