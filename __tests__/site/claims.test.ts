/**
 * What the built pages claim is backed by the content and the law: every euro amount states its VAT
 * status and never leaves a private customer with only a net price (PAngV), a reviews heading names a
 * place only when a review on that page comes from there, a scarcity figure never claims less than
 * half (nor the spec's fixed 80 %), and the titles' season starts in the build year the copyright line
 * runs to. The routes are read from public/, so adding or retiring a city, Christmas page or article
 * keeps these tests meaningful.
 */
import fs from "fs";
import path from "path";
import { PUBLIC_DIR, parseHtml, parseHtmlFile } from "../support/built-site";
import { htmlFileFor } from "../support/routes";
import { cities, readYamlIn } from "../support/content";
import { cityPath } from "../../src/model/routes";

const dirsLike = (prefix: string, under = "") =>
  fs
    .readdirSync(path.join(PUBLIC_DIR, under))
    .filter((d) => d.startsWith(prefix) && fs.existsSync(path.join(PUBLIC_DIR, under, d, "index.html")))
    .map((d) => `/${under ? `${under}/` : ""}${d}`);

const CITY_ROUTES = dirsLike("event-dj-").filter((r) => r !== "/event-dj-hamburg-finden");
const CHRISTMAS_ROUTES = dirsLike("weihnachtsfeier-dj-");
const ARTICLE_ROUTES = dirsLike("", "blog");
const PRICE_ROUTES = [
  "/",
  "/event-dj-hamburg-finden",
  "/dj-schleswig-holstein",
  ...CITY_ROUTES,
  ...CHRISTMAS_ROUTES,
  ...ARTICLE_ROUTES,
];

const pages = new Map<string, Document>();
/** A route's static HTML without scripts, styles and templates; parsed once, the checks only read it. */
function page(route: string): Document {
  const cached = pages.get(route);
  if (cached) return cached;
  const doc = parseHtmlFile(path.join(PUBLIC_DIR, htmlFileFor(route)));
  doc.querySelectorAll("script, style, noscript, template").forEach((e) => e.remove());
  pages.set(route, doc);
  return doc;
}

const EURO = /(?:(\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?\s*(?:€|Euro\b|EUR\b))|(?:€\s*(\d{1,3}(?:\.\d{3})+|\d+))/g;
const GROSS = /inkl\.?\s*(?:\d+\s*%\s*)?MwSt|brutto/i;
const NET = /netto|zzgl\.?/i;
const STATEMENT =
  "span[data-customer], p, li, dd, td, th, label, output, h1, h2, h3, h4, h5, h6, summary, figcaption, blockquote, small";

/** Every visible statement with a euro amount other than 0 €, and what is wrong with it. */
function priceStatements(doc: Document): { text: string; problem: string | null }[] {
  const found: { text: string; problem: string | null }[] = [];
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  const seen = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement?.closest(STATEMENT);
    if (!element || seen.has(element)) continue;
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
    const amounts = [...text.matchAll(EURO)].filter((m) => Number((m[1] ?? m[2] ?? "").replace(/\./g, "")) > 0);
    if (!amounts.length) continue;
    seen.add(element);
    let problem: string | null = null;
    if (!GROSS.test(text) && !NET.test(text)) problem = "ohne Mehrwertsteuer-Status";
    else if (!GROSS.test(text)) {
      // A business view of the price toggle: its private twin must give the gross price.
      const twin = element.matches('[data-customer="business"]')
        ? element.parentElement?.querySelector('[data-customer="private"]')
        : null;
      if (!twin || !GROSS.test(twin.textContent ?? "")) problem = "nur netto, ohne Bruttopreis";
    }
    found.push({ text, problem });
  }
  return found;
}

describe("prices on the built pages (PAngV: gross for private customers)", () => {
  it("finds the pages to check in public/", () => {
    expect(CITY_ROUTES.length).toBeGreaterThan(0);
    expect(CHRISTMAS_ROUTES.length).toBeGreaterThan(0);
    expect(ARTICLE_ROUTES.length).toBeGreaterThan(0);
  });

  it.each(PRICE_ROUTES)(
    "%s: every statement with a euro amount states its VAT status and gives the gross price",
    (route) => {
      const statements = priceStatements(page(route));
      expect(statements.filter((s) => s.problem)).toEqual([]);
    },
  );

  it("each city page names its city in the reviews heading exactly when a review comes from there", () => {
    const reviews = readYamlIn<{ place?: string; city: string; region?: string }[]>(
      "testimonials",
      "testimonials.yaml",
    );
    const from = (name: string) =>
      reviews.some((r) => [r.city, r.region, ...(r.place ?? "").split(/[\s,()-]+/)].includes(name));
    // One built page per city file (the CMS may keep an images/ folder beside them: cities() reads *.yaml).
    expect([...CITY_ROUTES].sort()).toEqual(
      cities()
        .map((c) => cityPath(c.slug))
        .sort(),
    );
    for (const route of CITY_ROUTES) {
      const doc = page(route);
      const city = cities().find((c) => cityPath(c.slug) === route)!;
      const heading = [...doc.querySelectorAll("h2")].map((h) => h.textContent ?? "").find((t) => /Das sagen/.test(t));
      expect({ route, named: /auch aus (.+)$/.exec(heading ?? "")?.[1] ?? null }).toEqual({
        route,
        named: from(city.name) ? city.name : null,
      });
    }
  });

  it("the check sees prices in folded FAQ answers and in the price cards (it can fail)", () => {
    const home = priceStatements(page("/"));
    expect(home.length).toBeGreaterThan(0);
    const doc = parseHtml(
      "<body><details><summary>Was kostet es?</summary><p>Ab 850 € netto.</p></details><p>Nur 950 €.</p></body>",
    );
    expect(priceStatements(doc).map((s) => s.problem)).toEqual([
      "nur netto, ohne Bruttopreis",
      "ohne Mehrwertsteuer-Status",
    ]);
  });
});

describe("claims backed by the content", () => {
  it.each([...CITY_ROUTES, ...CHRISTMAS_ROUTES, "/dj-schleswig-holstein", "/event-dj-hamburg-finden", "/"])(
    "%s: a reviews heading names a place only when a review on the page comes from there",
    (route) => {
      const doc = page(route);
      const headings = [...doc.querySelectorAll("h2")]
        .map((h) => h.textContent ?? "")
        .filter((t) => /Das sagen/.test(t));
      const captions = [...doc.querySelectorAll("figure figcaption")].map((c) => c.textContent ?? "");
      for (const heading of headings) {
        const place = /auch aus (.+)$/.exec(heading)?.[1];
        if (place)
          expect(captions.some((c) => c.split(/[\s,·()]+/).includes(place) || c.includes(`${place},`))).toBe(true);
      }
      expect(headings.length).toBeLessThanOrEqual(1);
    },
  );

  // Whether the scarcity line shows, and its figure, depend on the build's day and the availability list:
  // both branches are tested for a fixed build day with lists of their own (__tests__/unit/christmas-
  // scarcity.test.tsx), and in a real build with a fixed BUILD_TIME (later-builds.test.ts). Here, for
  // whatever day public/ was built on, the rule that holds for any content.
  it.each(CHRISTMAS_ROUTES)(
    "%s: a scarcity figure, where the page shows one, claims at least half of the dates, never the spec's fixed 80 %%",
    (route) => {
      const doc = page(route);
      const text = doc.querySelector('[data-testid="availability-text"]')?.textContent ?? "";
      const figures = [...text.matchAll(/(\d+)\s?%/g)].map((m) => Number(m[1]));
      expect(figures.filter((f) => f < 50 || f > 100)).toEqual([]);
      expect(doc.body.textContent).not.toMatch(/80 % der beliebten Termine/);
    },
  );

  // The build's year, whichever day that was: the titles' season starts in the year the copyright line
  // runs to. A fixed build day with its season and year: later-builds.test.ts; the token rules:
  // expected-tokens.test.ts.
  const footerYear = () => {
    const match = /© (?:(20\d\d)–)?(20\d\d) /.exec(page("/").querySelector("footer")?.textContent ?? "");
    if (!match) throw new Error("the home page's footer has no copyright line „© [first–]year …“");
    return Number(match[2]);
  };

  it.each(CHRISTMAS_ROUTES)(
    "%s: the title names the season of the build year (Y/Y+1, Y the copyright year)",
    (route) => {
      const seasons = [...page(route).title.matchAll(/\b(20\d\d)\s*\/\s*(20\d\d)\b/g)].map((m) => `${m[1]}/${m[2]}`);
      const year = footerYear();
      for (const season of seasons) expect(season).toBe(`${year}/${year + 1}`);
    },
  );
});
