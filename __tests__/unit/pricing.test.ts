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

  // Own figures, worked out by hand: 700 × 1.19 = 833; 1390 × 1.19 = 1654.1 → 1.654; 1790 × 1.19 = 2130.1 → 2.130.
  it.each([
    [700, "ab 833€ inkl. MwSt.", "ab 700€ zzgl. 19% MwSt."],
    [1390, "ab 1.654€ inkl. MwSt.", "ab 1.390€ zzgl. 19% MwSt."],
    [1790, "ab 2.130€ inkl. MwSt.", "ab 1.790€ zzgl. 19% MwSt."],
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

  it("early bird (own offer: 849 € instead of 1.790 € net): private customers read the gross prices, the saving is computed", async () => {
    expect(priceLabel(849, "private", SPEC_VAT).amount).toBe(1010);
    expect(grossPrice(1790, SPEC_VAT) - grossPrice(849, SPEC_VAT)).toBe(1120);
    // The banner with an offer of its own (deadline far ahead, so it shows): every figure worked out by hand,
    // 849 × 1.19 = 1010.31 → 1.010 €; 1790 × 1.19 = 2130.1 → 2.130 €; 2130 − 1010 = 1.120 €.
    const offer = {
      name: "Frühbucher-Test",
      netPrice: 849,
      regularNetPrice: 1790,
      durationHours: 8,
      deadline: "2099-09-30T23:59:59+02:00",
      season: "Weihnachtsfeiern 2099",
    };
    render(
      createElement(EarlyBird, { offer, vatRate: SPEC_VAT, booked: { scarcityPercent: 0, scarcityShown: false } }),
    );
    const text = (await screen.findByTestId("early-bird")).textContent ?? "";
    expect(text).toContain("Frühbucher-Test: 1.010 € statt 2.130 € inkl. MwSt. – Sie sparen 1.120 €.");
    expect(text).toContain("Für Firmenkunden 849 € statt 1.790 € netto.");
    // The saving the spec claims is net: what a business customer reads off the two net prices shown,
    // here 1.790 − 849 = 941 €.
    const [, net, regular] = /Für Firmenkunden ([\d.]+) € statt ([\d.]+) € netto/.exec(text) ?? [];
    expect(Number(regular.replace(/\./g, "")) - Number(net.replace(/\./g, ""))).toBe(941);
  });

  it("rounds the gross price to whole euros", () => {
    expect(grossPrice(990, SPEC_VAT)).toBe(1178); // 1178.1
    expect(grossPrice(1790, SPEC_VAT)).toBe(2130); // 2130.1
    expect(grossPrice(350, SPEC_VAT)).toBe(417); // 416.5: half a euro rounds up
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
    const values = { preis: "833 € inkl. MwSt.", city: "Kiel" };
    expect(fillTokens("Basis für {preis}. Premium für {preis}", values)).toBe(
      "Basis für 833 € inkl. MwSt. Premium für 833 € inkl. MwSt.",
    );
    expect(fillTokens("Feiern in {city}. {x}.", values)).toBe("Feiern in Kiel. {x}.");
  });
});

describe("formatEuros", () => {
  it.each([
    [0, "0"],
    [849, "849"],
    [1190, "1.190"],
    [1309, "1.309"],
    [24000, "24.000"],
    [1234567, "1.234.567"],
    [-941, "-941"],
  ])("%d → %s, as German digit grouping writes it", (amount, text) => {
    expect(formatEuros(amount)).toBe(text);
    expect(formatEuros(amount)).toBe(amount.toLocaleString("de-DE"));
  });
});
