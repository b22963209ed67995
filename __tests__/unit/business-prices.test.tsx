/** @jest-environment node */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/styles/theme";
import { PackagePricing } from "../../src/components/Pricing";
import { PriceEstimator } from "../../src/components/PriceEstimator";
import { pageCustomer } from "../../src/lib/pricing";
import { graphqlTypeDefs } from "../../src/model/graphql";
import { occasions } from "../../src/model/collections/occasions";
import { christmasParty } from "../../src/model/collections/christmas-party";
import { globalCss } from "../../src/styles/GlobalStyle";

/*
 * Issue 51 B: pages for companies (the company-party page, the Christmas pages) show net prices
 * first, as the editor sets it (forBusiness); every other page gross. The static HTML already has the
 * page's choice checked, before any JavaScript, and the switch still works without it. Own packages.
 */

jest.mock("gatsby", () => jest.requireActual("../../__mocks__/gatsby"));

const packages = [
  { id: "klein", name: "Klein", netPrice: 1000, durationHours: 4, popular: false, features: ["Ton"] },
  { id: "gross", name: "Groß", netPrice: 2000, durationHours: 6, popular: true, features: ["Ton", "Licht"] },
];
const html = (ui: React.ReactElement) => renderToStaticMarkup(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
/** The checked radio of each price switch in the markup, by value. */
const checkedSwitches = (markup: string) =>
  [...markup.matchAll(/<input type="radio"[^>]*value="(private|business)"[^>]*>/g)]
    .filter((m) => /\schecked=""/.test(m[0]))
    .map((m) => m[1]);

describe("which prices a page shows first", () => {
  it("a page for companies: the static HTML has „Geschäftskunde“ checked, the cards' net wording beside the gross", () => {
    const markup = html(<PackagePricing packages={packages} vatRate={0.19} ctaLabel="Anfragen" customer="business" />);
    expect(checkedSwitches(markup)).toEqual(["business"]);
    // Both wordings stay in the page: the switch works by CSS without JavaScript, in both directions.
    expect(markup).toContain("ab 1.000€ zzgl. 19% MwSt.");
    expect(markup).toContain("ab 1.190€ inkl. MwSt.");
    expect(markup).not.toMatch(/<input type="radio"[^>]*disabled/);
  });

  it("without JavaScript, moving a switch away from the page's start type shows the other prices (CSS)", () => {
    // Each switch names the type it starts on; jsdom has no :has(), so the rules are read as written.
    const markup = html(<PackagePricing packages={packages} vatRate={0.19} ctaLabel="Anfragen" customer="business" />);
    expect(markup).toContain('data-price-switch="business"');
    const rule = (start: string, moved: string, shown: string, display: string) =>
      `body:has([data-price-switch="${start}"] input[value="${moved}"]:checked) [data-customer="${shown}"] { display: ${display}; }`;
    // A page for companies shows net until a switch is moved to private …
    expect(globalCss).toContain(
      'body:has([data-price-switch="business"]) [data-customer="business"] { display: inline; }',
    );
    expect(globalCss).toContain(
      'body:has([data-price-switch="business"]) [data-customer="private"] { display: none; }',
    );
    expect(globalCss).toContain(rule("business", "private", "private", "inline"));
    expect(globalCss).toContain(rule("business", "private", "business", "none"));
    // … and every other page gross until a switch is moved to business.
    expect(globalCss).toContain(rule("private", "business", "business", "inline"));
    expect(globalCss).toContain(rule("private", "business", "private", "none"));
  });

  it("every other page starts on „Privatkunde“ (gross)", () => {
    expect(checkedSwitches(html(<PackagePricing packages={packages} vatRate={0.19} ctaLabel="Anfragen" />))).toEqual([
      "private",
    ]);
  });

  it("the page's Preisrechner starts on the same customer type, and sums net for companies", () => {
    const estimator = {
      packages,
      hourlyRate: 100,
      maxExtraHours: 2,
      extras: [],
      vatRate: 0.19,
    };
    const business = html(<PriceEstimator {...estimator} customer="business" />);
    expect(checkedSwitches(business)).toEqual(["business"]);
    expect(business).toMatch(/2\.000 €<\/span> zzgl\. 19% MwSt\./); // the popular package, net
    const privat = html(<PriceEstimator {...estimator} />);
    expect(checkedSwitches(privat)).toEqual(["private"]);
    expect(privat).toMatch(/2\.380 €<\/span> inkl\. MwSt\./);
  });

  it("is the editor's choice: a switch „forBusiness“ on occasion pages and on the Christmas pages, off by default", () => {
    expect(occasions.fields.forBusiness).toMatchObject({ kind: "boolean", optional: true });
    expect(christmasParty.fields.forBusiness).toMatchObject({ kind: "boolean", optional: true });
    const types = graphqlTypeDefs([occasions, christmasParty]);
    expect(types).toMatch(/type OccasionsYaml implements Node @dontInfer \{[^}]*\n {2}forBusiness: Boolean\n/);
    expect(types).toMatch(/type ChristmasPartyYaml implements Node @dontInfer \{[^}]*\n {2}forBusiness: Boolean\n/);
    expect(pageCustomer(true)).toBe("business");
    expect(pageCustomer(false)).toBe("private");
    expect(pageCustomer(null)).toBe("private");
    expect(pageCustomer(undefined)).toBe("private");
  });
});
