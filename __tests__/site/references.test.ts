/**
 * Issue 40 on the built site: /referenzen lists every event of content/events with a <time>, each
 * occasion page links at least two events of its type where they exist, and every landing page
 * shows the proof strip (a rating with its count, a customer's quote) early in its <main>.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { loadRoute } from "../support/built-site";
import { CONTENT_DIR, contentLandingRoutes, occasions, readYamlIn } from "../support/content";
import { ROUTES, occasionPath } from "../../src/model/routes";

interface EventFile {
  id: string;
  date: Date | string;
  eventType: string;
}
const day = (d: Date | string) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
const events: EventFile[] = fs
  .readdirSync(path.join(CONTENT_DIR, "events"))
  .filter((n) => /\.ya?ml$/.test(n))
  .map((n) => yaml.load(fs.readFileSync(path.join(CONTENT_DIR, "events", n), "utf8")) as EventFile);

describe("/referenzen", () => {
  const doc = loadRoute(ROUTES.references);

  it("lists every event with its anchor and its date in a <time datetime>, newest first (all of them, however many)", () => {
    const entries = [...doc.querySelectorAll("main article[id]")];
    const expected = [...events].sort((a, b) => day(b.date).localeCompare(day(a.date))).map((e) => e.id);
    expect(entries.map((a) => a.id)).toEqual(expected);
    for (const entry of entries) {
      const event = events.find((e) => e.id === entry.id)!;
      expect({ id: entry.id, datetime: entry.querySelector("time")?.getAttribute("datetime") }).toEqual({
        id: entry.id,
        datetime: day(event.date),
      });
    }
  });
});

describe("occasion pages link their events", () => {
  it.each(occasions().map((o) => o.slug))("/%s links ≥2 of its events on /referenzen where they exist", (slug) => {
    const type = occasions().find((o) => o.slug === slug)!.occasion;
    const own = events.filter((e) => e.eventType === type).map((e) => `${ROUTES.references}#${e.id}`);
    const hrefs = [...loadRoute(occasionPath(slug)).querySelectorAll("main a[href]")].map((a) =>
      a.getAttribute("href"),
    );
    const linked = own.filter((h) => hrefs.includes(h));
    expect(linked.length).toBeGreaterThanOrEqual(Math.min(2, own.length));
  });
});

describe("the proof strip on every landing page", () => {
  const routes = [ROUTES.home, ...contentLandingRoutes()];

  it.each(routes)("%s shows its rating with the count in the hero and a quote early in <main>", (route) => {
    const doc = loadRoute(route);
    const main = doc.querySelector("main")!;
    // The rating in the hero, before the heading: in the first view on a phone, above the consent banner.
    const rating = main.querySelector('[data-testid="proof-rating"]');
    expect(rating?.textContent).toMatch(/\d+ Bewertungen/);
    const html = main.innerHTML;
    expect(html.indexOf('data-testid="proof-rating"')).toBeLessThan(html.indexOf("<h1"));
    const strip = main.querySelector('[data-testid="proof-strip"]');
    expect(strip).not.toBeNull();
    expect(strip!.querySelector('[data-testid="proof-quote"] blockquote')?.textContent?.trim().length).toBeGreaterThan(
      40,
    );
    // Early: before the page's second <section> of its own (the strip follows the hero directly).
    const sections = [...main.querySelectorAll("section")];
    expect(sections.indexOf(strip as HTMLElement)).toBeLessThanOrEqual(1);
  });

  it("no quote leads on more than a third of the landing pages, unless there are too few quotes to share them", () => {
    const counts = new Map<string, number>();
    for (const route of routes) {
      const text = loadRoute(route).querySelector('[data-testid="proof-quote"] blockquote')?.textContent ?? "";
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    // The rule for any content: a third of the pages (at least one) each; with fewer than three quotes
    // that cannot be, and they share the pages as evenly as it goes.
    const quotes = readYamlIn<unknown[]>("testimonials", "testimonials.yaml").length;
    const cap = Math.max(Math.max(1, Math.floor(routes.length / 3)), Math.ceil(routes.length / Math.max(1, quotes)));
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(cap);
  });
});

describe("a face and a name", () => {
  const owner = String(
    (yaml.load(fs.readFileSync(path.join(CONTENT_DIR, "site/site.yaml"), "utf8")) as { ownerName: string }).ownerName,
  );

  it.each([ROUTES.home, ...occasions().map((o) => occasionPath(o.slug))])(
    "%s names the DJ (site.yaml → ownerName) in its body copy, beyond the hero",
    (route) => {
      const main = loadRoute(route).querySelector("main")!;
      const body = [...main.querySelectorAll("p")].filter((p) => !p.closest("header, [data-testid='proof-strip']"));
      expect(body.some((p) => p.textContent!.includes(owner))).toBe(true);
    },
  );
});
