/**
 * @jest-environment node
 *
 * Issue 40: the customer's words near the top of each landing page – the occasion's, the town's,
 * else the best match – and no quote leading on more than a third of the landing pages.
 */
import path from "path";
import fs from "fs";
import yaml from "js-yaml";
import { assignLeadQuotes, fit, landingPages, leadCap, type LeadCandidate } from "../../src/lib/lead-quote";
import { cities, christmasCities, occasions, CONTENT_DIR } from "../support/content";

const q = (occasion: string, city: string, region?: string): LeadCandidate => ({ occasion, city, region });

describe("fit", () => {
  it("weighs the occasion over the place, and both over neither", () => {
    const page = { path: "/x", occasion: "hochzeit", place: "Kiel" };
    expect(fit(q("hochzeit", "Kiel"), page)).toBeGreaterThan(fit(q("hochzeit", "Hamburg"), page));
    expect(fit(q("hochzeit", "Hamburg"), page)).toBeGreaterThan(fit(q("firmenfeier", "Kiel"), page));
    expect(fit(q("firmenfeier", "Kiel"), page)).toBeGreaterThan(fit(q("firmenfeier", "Bremen"), page));
  });

  it("counts a quote's region for a region page", () => {
    expect(fit(q("geburtstag", "Lübeck", "Schleswig-Holstein"), { path: "/sh", place: "Schleswig-Holstein" })).toBe(1);
  });
});

describe("assignLeadQuotes", () => {
  it("gives an occasion page its occasion's quote and a city page its town's", () => {
    const quotes = [q("firmenfeier", "Hamburg"), q("hochzeit", "Basthorst"), q("geburtstag", "Kiel")];
    const pages = [
      { path: "/hochzeit", occasion: "hochzeit" },
      { path: "/kiel", place: "Kiel" },
      { path: "/", place: "Hamburg" },
    ];
    const chosen = assignLeadQuotes(quotes, pages);
    expect(chosen.get("/hochzeit")).toBe(1);
    expect(chosen.get("/kiel")).toBe(2);
    expect(chosen.get("/")).toBe(0);
  });

  it("never lets one quote lead on more than a third of the pages when there are enough quotes", () => {
    const quotes = [q("hochzeit", "Hamburg"), q("firmenfeier", "Hamburg"), q("geburtstag", "Hamburg")];
    const pages = Array.from({ length: 9 }, (_, i) => ({ path: `/p${i}`, place: "Hamburg" }));
    const counts = [0, 0, 0];
    for (const i of assignLeadQuotes(quotes, pages).values()) counts[i] += 1;
    expect(Math.max(...counts)).toBeLessThanOrEqual(leadCap(pages.length));
    expect(counts).toEqual([3, 3, 3]);
  });

  it("with too few quotes to keep to a third, shares the pages as evenly as it goes", () => {
    const quotes = [q("hochzeit", "Hamburg"), q("firmenfeier", "Hamburg")];
    const pages = Array.from({ length: 9 }, (_, i) => ({ path: `/p${i}`, place: "Hamburg" }));
    const counts = [0, 0];
    for (const i of assignLeadQuotes(quotes, pages).values()) counts[i] += 1;
    expect([...counts].sort()).toEqual([4, 5]); // 9 pages, 2 quotes: a third (3) each cannot be
  });

  it("is the same for the same content and gives every page a quote", () => {
    const quotes = [q("hochzeit", "Kiel"), q("hochzeit", "Kiel")];
    const pages = Array.from({ length: 7 }, (_, i) => ({ path: `/p${i}`, occasion: "hochzeit" }));
    const a = assignLeadQuotes(quotes, pages);
    expect(a.size).toBe(7);
    expect([...a]).toEqual([...assignLeadQuotes(quotes, [...pages].reverse())]);
  });

  it("chooses nothing without quotes", () => expect(assignLeadQuotes([], [{ path: "/" }]).size).toBe(0));
});

describe("the shipped content", () => {
  const site = yaml.load(fs.readFileSync(path.join(CONTENT_DIR, "site/site.yaml"), "utf8")) as { city: string };
  const regional = yaml.load(fs.readFileSync(path.join(CONTENT_DIR, "regional/schleswig-holstein.yaml"), "utf8")) as {
    region: string;
  };
  const testimonials = yaml.load(
    fs.readFileSync(path.join(CONTENT_DIR, "testimonials/testimonials.yaml"), "utf8"),
  ) as LeadCandidate[];
  const pages = landingPages({
    homeCity: site.city,
    region: regional.region,
    cities: cities(),
    christmasCities: christmasCities(),
    occasions: occasions().map((o) => ({ slug: o.slug, occasion: o.occasion })),
  });
  const chosen = assignLeadQuotes(testimonials, pages);

  it("has a lead quote for every landing page, none on more than a third of them where the quotes suffice", () => {
    expect(chosen.size).toBe(testimonials.length ? pages.length : 0);
    const counts = new Map<number, number>();
    for (const i of chosen.values()) counts.set(i, (counts.get(i) ?? 0) + 1);
    // A third of the pages (at least one) each; with fewer quotes they share the pages evenly.
    const cap = Math.max(
      Math.max(1, Math.floor(pages.length / 3)),
      Math.ceil(pages.length / Math.max(1, testimonials.length)),
    );
    expect(Math.max(0, ...counts.values())).toBeLessThanOrEqual(cap);
  });

  it("leads each occasion page with a quote of its occasion where content has one", () => {
    for (const page of pages.filter((p) => p.occasion)) {
      const own = testimonials.some((t) => t.occasion === page.occasion);
      if (own)
        expect({ page: page.path, occasion: testimonials[chosen.get(page.path)!].occasion }).toEqual({
          page: page.path,
          occasion: page.occasion,
        });
    }
  });
});
