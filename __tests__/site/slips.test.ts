/**
 * Slips a visitor must never see on the built site (issue 37): raw Markdown, a doubled period,
 * the same call to action again and again, an extra that does not fit the page's occasion, a
 * package button that forgets its package. Reads public/ after a build; the expectations come from
 * content/, never from a copy of today's texts.
 */
import fs from "fs";
import path from "path";
import { PUBLIC_DIR, htmlFiles, routeOf, parseHtmlFile } from "../support/built-site";
import { CONTENT_DIR, christmasCities, contentLandingRoutes, readYamlIn } from "../support/content";
import { christmasPath, occasionPath } from "../../src/model/routes";

const pages = htmlFiles(PUBLIC_DIR).map((file) => ({
  route: routeOf(file),
  doc: parseHtmlFile(file),
}));
const page = (route: string) => pages.find((p) => p.route === route)!.doc;

/** What a visitor can read: the body without scripts, styles and templates. */
const visibleText = (doc: Document): string => {
  const body = doc.body.cloneNode(true) as Element;
  body.querySelectorAll("script, style, noscript, template").forEach((e) => e.remove());
  return (body.textContent ?? "").replace(/\s+/g, " ");
};

/** The page's occasion as the enquiry form names it (eventTyp): occasion pages and Christmas pages have one. */
const occasionFiles = fs
  .readdirSync(path.join(CONTENT_DIR, "occasions"))
  .filter((f) => f.endsWith(".yaml"))
  .map((f) => readYamlIn<{ slug: string; occasion: string; packages: string[] }>("occasions", f));
const occasionOf = (route: string): string | null =>
  occasionFiles.find((o) => occasionPath(o.slug) === route)?.occasion ??
  (christmasCities().some((c) => christmasPath(c) === route) ? "weihnachtsfeier" : null);

const routes = ["/", ...contentLandingRoutes()];

describe("no slips in the visible text", () => {
  it("the site has pages to read", () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each([
    ["a Markdown link", /\]\(\/|\[[^\]]{1,80}\]\(/],
    ["Markdown bold", /\*\*/],
    ["a doubled period", /(?<!\.)\.\.(?!\.)/],
  ])("no page shows %s", (_, pattern) => {
    const found = pages.flatMap(({ route, doc }) => {
      const text = visibleText(doc);
      const at = text.search(pattern);
      return at < 0 ? [] : [`${route}: …${text.slice(Math.max(0, at - 60), at + 20)}…`];
    });
    expect(found).toEqual([]);
  });
});

describe("calls to action", () => {
  /** The sentences (paragraph or list item) of <main> that hold a way to enquire, call or write, by how often each stands there. */
  const ctaSentences = (doc: Document): Map<string, number> => {
    const main = doc.querySelector("main")!;
    const holders = new Set<Element>();
    main.querySelectorAll('a[href^="/kontakt"], a[href^="tel:"], a[href*="wa.me/"]').forEach((a) => {
      if (a.closest("[data-testid='action-bar']")) return;
      const holder = a.closest("p, li");
      if (holder) holders.add(holder);
    });
    const counts = new Map<string, number>();
    for (const h of holders) {
      const text = (h.textContent ?? "").replace(/\s+/g, " ").trim();
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    return counts;
  };

  it("the home page and no landing page repeats a call-to-action sentence more than 3 times", () => {
    const repeated = routes.flatMap((route) =>
      [...ctaSentences(page(route))].filter(([, n]) => n > 3).map(([text, n]) => `${route}: ${n}× „${text}“`),
    );
    expect(repeated).toEqual([]);
    // The check sees the sentences it counts.
    expect(routes.some((route) => ctaSentences(page(route)).size > 0)).toBe(true);
  });
});

describe("prices and packages fit the page", () => {
  const extras = readYamlIn<{ extras: { id: string; occasions?: string[] }[] }>("extras", "extras.yaml").extras;

  it("the Preisrechner offers only the extras that fit the page's occasion", () => {
    let checked = 0;
    for (const route of routes) {
      const offered = [...page(route).querySelectorAll<HTMLInputElement>("input[name='extra']")].map((i) => i.value);
      if (!offered.length) continue;
      checked++;
      const occasion = occasionOf(route);
      const fitting = extras.filter((e) => !e.occasions?.length || (!!occasion && e.occasions.includes(occasion)));
      expect({ route, offered }).toEqual({ route, offered: fitting.map((e) => e.id) });
    }
    expect(checked).toBeGreaterThanOrEqual(occasionFiles.length + christmasCities().length);
  });

  it("each occasion and Christmas page has a Preisrechner that carries its occasion", () => {
    for (const route of routes.filter(occasionOf)) {
      const hidden = page(route).querySelector<HTMLInputElement>("#preisrechner input[name='anlass']");
      expect({ route, anlass: hidden?.value }).toEqual({ route, anlass: occasionOf(route) });
    }
    // An occasion page's Preisrechner offers that occasion's packages (occasions/*.yaml → packages).
    for (const o of occasionFiles) {
      const offered = [
        ...page(occasionPath(o.slug)).querySelectorAll<HTMLInputElement>("#preisrechner input[name='paket']"),
      ];
      expect({ page: o.slug, packages: offered.map((i) => i.value).sort() }).toEqual({
        page: o.slug,
        packages: [...o.packages].sort(),
      });
    }
  });

  it("a package card's request link carries the package, and the occasion where the page has one", () => {
    let cards = 0;
    for (const route of routes) {
      for (const card of page(route).querySelectorAll("[data-testid^='package-']")) {
        const id = card.getAttribute("data-testid")!.replace(/^package-/, "");
        const link = card.querySelector<HTMLAnchorElement>('a[href^="/kontakt"]');
        const params = new URL(link!.getAttribute("href")!, "https://example.org").searchParams;
        const occasion = occasionOf(route);
        expect({ route, paket: params.get("paket"), anlass: params.get("anlass") }).toEqual({
          route,
          paket: id,
          anlass: occasion,
        });
        cards++;
      }
    }
    expect(cards).toBeGreaterThan(0);
  });
});
