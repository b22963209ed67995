/**
 * What the built pages claim is backed by the content and the law: every euro amount states its VAT
 * status and never leaves a private customer with only a net price (PAngV), a reviews heading names a
 * place only when a review on that page comes from there, the scarcity figure is the availability's,
 * and season and copyright follow the build date. The routes are read from public/, so adding or
 * retiring a city, Christmas page or article keeps these tests meaningful.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { PUBLIC_DIR, parseHtml, parseHtmlFile } from "../support/built-site";
import { htmlFileFor } from "../support/routes";
import { scarcity, seasonOf, buildYear } from "../../src/lib/season";
import { buildTime } from "../../gatsby/publish-time";
import { committedCalendar } from "../../gatsby/calendar-source";
import { mergeAvailability } from "../../src/lib/availability";
import type { AvailabilityData } from "../../src/model/collections";

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
    const reviews = yaml.load(
      fs.readFileSync(path.resolve(__dirname, "../../content/testimonials/testimonials.yaml"), "utf8"),
    ) as { place?: string; city: string; region?: string }[];
    const from = (name: string) =>
      reviews.some((r) => [r.city, r.region, ...(r.place ?? "").split(/[\s,()-]+/)].includes(name));
    const cityFiles = fs.readdirSync(path.resolve(__dirname, "../../content/cities"));
    expect(CITY_ROUTES.length).toBe(cityFiles.length);
    for (const route of CITY_ROUTES) {
      const doc = page(route);
      const city = cityFiles
        .map(
          (f) =>
            yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/cities", f), "utf8")) as {
              slug: string;
              name: string;
            },
        )
        .find((c) => `/event-dj-${c.slug}` === route)!;
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
  const now = buildTime();
  // The list and any calendar export committed next to it, as the build (without AVAILABILITY_ICS_URL) counts them.
  const content = path.resolve(__dirname, "../../content");
  const calendar = committedCalendar(content, now);
  const availability = mergeAvailability(
    yaml.load(fs.readFileSync(path.join(content, "availability/availability.yaml"), "utf8")) as AvailabilityData,
    calendar.configured ? calendar : null,
  );

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

  it.each(CHRISTMAS_ROUTES)(
    "%s: the scarcity figure is the availability's, and hidden below the threshold",
    (route) => {
      const doc = page(route);
      const expected = scarcity(availability, now);
      const text = doc.querySelector('[data-testid="availability-text"]')?.textContent ?? null;
      if (expected.show) expect(text).toMatch(new RegExp(`\\b${expected.percent} %`));
      else expect(text).toBeNull();
      expect(doc.body.textContent).not.toMatch(/80 % der beliebten Termine/);
    },
  );

  it.each(CHRISTMAS_ROUTES)("%s: the title names the season of the build date", (route) => {
    const seasons = [...page(route).title.matchAll(/\b(20\d\d)\s*\/\s*(20\d\d)\b/g)].map((m) => `${m[1]}/${m[2]}`);
    for (const season of seasons) expect(season).toBe(seasonOf(now));
  });

  it("the copyright line runs to the build year", () => {
    const footer = page("/").querySelector("footer")?.textContent ?? "";
    expect(footer).toMatch(new RegExp(`© (?:20\\d\\d–)?${buildYear(now)} `));
  });
});
