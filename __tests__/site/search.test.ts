/**
 * What a search engine reads on the built site (issue "Found for what people search"): structured
 * data that says what the page says, snippets that fit a result, and a link graph in the content.
 */
import fs from "fs";
import path from "path";
import { PUBLIC_DIR, SITE_URL, htmlFiles, jsonLdBlocks, parseHtmlFile, routeOf } from "../support/built-site";
import { ROUTES, blogPostPath, christmasPath, cityPath, occasionPath } from "../../src/model/routes";
import { wrongArticles } from "../../src/checks/german";
import {
  articles,
  christmasCities,
  cities,
  contentLandingRoutes,
  contentRoutes,
  occasions,
  readYamlIn,
  testimonials,
} from "../support/content";

/** The pages (every index.html; not the not-found page or Gatsby's slice files). */
const pages = htmlFiles()
  .filter((file) => path.basename(file) === "index.html")
  .map((file) => ({ route: routeOf(file), doc: parseHtmlFile(file) }));
const publicRoutes = new Set(contentRoutes());
const indexed = pages.filter((p) => publicRoutes.has(p.route));
/** Every nested object of the structured data. */
const nodes = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.flatMap(nodes)
    : value && typeof value === "object"
      ? [value as Record<string, unknown>, ...Object.values(value).flatMap(nodes)]
      : [];
const mainText = (doc: Document) => (doc.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ");
const euros = (n: number) => new Intl.NumberFormat("de-DE").format(n);

describe("structured data says what the page says", () => {
  it("every Offer states its VAT status, and its price is on the page", () => {
    let count = 0;
    for (const { route, doc } of indexed) {
      for (const offer of jsonLdBlocks(doc)
        .flatMap(nodes)
        .filter((n) => n["@type"] === "Offer")) {
        count += 1;
        const spec = offer.priceSpecification as Record<string, unknown> | undefined;
        expect({ route, vat: typeof spec?.valueAddedTaxIncluded }).toEqual({ route, vat: "boolean" });
        expect({ route, price: spec?.price }).toEqual({ route, price: offer.price });
        expect({ route, shown: mainText(doc).includes(`${euros(Number(offer.price))}`) }).toEqual({
          route,
          shown: true,
        });
      }
    }
    expect(count).toBeGreaterThan(0);
  });

  it("every declared rating is visible on its page with value, count and profile", () => {
    let count = 0;
    for (const { route, doc } of indexed) {
      for (const rating of jsonLdBlocks(doc)
        .flatMap(nodes)
        .filter((n) => n["@type"] === "AggregateRating")) {
        count += 1;
        const shown = doc.querySelector('[data-testid="rating"]');
        const text = shown?.textContent ?? "";
        const value = Number(rating.ratingValue).toLocaleString("de-DE", { minimumFractionDigits: 1 });
        expect({
          route,
          value: text.includes(value),
          count: text.includes(`${euros(Number(rating.reviewCount))} Bewertungen`),
        }).toEqual({
          route,
          value: true,
          count: true,
        });
        expect({ route, profile: shown?.querySelector("a")?.getAttribute("href") }).toEqual({
          route,
          profile: rating.url,
        });
      }
    }
    // Pages declare a rating exactly when site.yaml has one with a profile to link (any content may have none).
    const { ratings } = readYamlIn<{ ratings?: Record<string, { profileUrl?: string }> }>("site", "site.yaml");
    const linkable = Object.values(ratings ?? {}).some((r) => URL.canParse(r.profileUrl ?? ""));
    expect({ declared: count > 0 }).toEqual({ declared: linkable });
  });

  it("every image named in structured data exists", () => {
    for (const { route, doc } of indexed) {
      for (const node of jsonLdBlocks(doc).flatMap(nodes)) {
        const urls = [node.image, node["@type"] === "ImageObject" ? node.url : undefined].filter(
          (u): u is string => typeof u === "string" && u.startsWith(SITE_URL),
        );
        for (const url of urls)
          expect({ route, url, exists: fs.existsSync(path.join(PUBLIC_DIR, new URL(url).pathname)) }).toEqual({
            route,
            url,
            exists: true,
          });
      }
    }
  });

  it("titles fit a result (≤ 65 characters; an article's long headline only without a search title), descriptions too (≤ 160)", () => {
    // An editor may keep a long headline (check:content warns): the page title is then the headline itself.
    const longHeadlines = new Set(
      articles()
        .filter((a) => !a.searchTitle && a.title.length > 65)
        .map((a) => blogPostPath(a.slug)),
    );
    for (const { route, doc } of indexed) {
      const description = doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
      expect({
        route,
        title: doc.title.length <= 65 || longHeadlines.has(route),
        description: description.length <= 160 && description.length > 0,
      }).toEqual({
        route,
        title: true,
        description: true,
      });
    }
  });
});

describe("German that fits its noun", () => {
  it("no page puts „Ihre“ before a masculine or neuter noun (the occasion headings come whole from content)", () => {
    // Text node by text node: a heading's last word must not run into the next element's first.
    const textOf = (doc: Document) => {
      const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
      const parts: string[] = [];
      while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
      return parts.join(" ");
    };
    const wrong = pages.flatMap(({ route, doc }) => wrongArticles(textOf(doc)).map((phrase) => `${route}: ${phrase}`));
    expect(wrong).toEqual([]);
  });
});

describe("a link graph: every page the content makes is linked from its hub", () => {
  // By construction, so an editor's new city, Christmas page, occasion or article never needs a test
  // change: the footer lists every city and Christmas page (and every occasion, with home and guide:
  // occasion-paths.test.ts), /blog every published article, the navigation the guide and the region.
  // Links in other pages' running text are advice for the editor (check:content warns, gatherer in
  // src/checks/text-links.ts), not a rule a test can demand of any content.
  const hrefs = (doc: Document, selector: string) =>
    new Set(
      [...doc.querySelectorAll(`${selector} a[href^='/']`)].map(
        (a) => (a.getAttribute("href") ?? "").replace(/[#?].*$/, "").replace(/(.)\/$/, "$1") || "/",
      ),
    );

  it("every page's footer links every city page and every Christmas page of content/", () => {
    const hubbed = [...cities().map((c) => cityPath(c.slug)), ...christmasCities().map((c) => christmasPath(c))];
    expect(hubbed.length).toBeGreaterThan(0);
    const missing = indexed.flatMap(({ route, doc }) => {
      const footer = hrefs(doc, "footer");
      return hubbed.filter((to) => !footer.has(to)).map((to) => `${route} → ${to}`);
    });
    expect(missing).toEqual([]);
  });

  it("every page's main navigation links the guide and the region page (the spec's navigation)", () => {
    const missing = indexed.flatMap(({ route, doc }) => {
      const nav = hrefs(doc, "nav[aria-label='Hauptnavigation']");
      return [ROUTES.guide, ROUTES.schleswigHolstein].filter((to) => !nav.has(to)).map((to) => `${route} → ${to}`);
    });
    expect(missing).toEqual([]);
  });

  it("the hubs cover every landing page the content makes (with the occasions' hubs, occasion-paths.test.ts)", () => {
    const covered = new Set([
      ROUTES.guide,
      ROUTES.schleswigHolstein,
      ...cities().map((c) => cityPath(c.slug)),
      ...christmasCities().map((c) => christmasPath(c)),
      ...occasions().map((o) => occasionPath(o.slug)),
    ]);
    expect(contentLandingRoutes().filter((r) => !covered.has(r))).toEqual([]);
  });

  it("every published article is reachable from /blog", () => {
    const blog = pages.find((p) => p.route === "/blog")!.doc;
    const linked = new Set([...blog.querySelectorAll("main a[href^='/blog/']")].map((a) => a.getAttribute("href")));
    expect(
      articles()
        .map((a) => `/blog/${a.slug}`)
        .filter((href) => !linked.has(href)),
    ).toEqual([]);
  });
});

describe("reviews that fit the page", () => {
  const reviewsOn = (route: string) =>
    [
      ...(pages.find((p) => p.route === route)?.doc.querySelectorAll("main [data-testid='review'] figcaption span") ??
        []),
    ].map((s) => s.textContent ?? "");
  const MONTH = /(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/;

  it("every review shows the month and year of its event", () => {
    const shown = indexed.flatMap((p) => reviewsOn(p.route));
    // Reviews show wherever content has any (an owner may start without): the check is never vacuous then.
    expect({ shown: shown.length > 0 }).toEqual({ shown: testimonials().length > 0 });
    expect(shown.filter((s) => !MONTH.test(s))).toEqual([]);
  });

  it("an occasion page shows a review of its occasion first, where content has one", () => {
    const reviews = readYamlIn<{ occasion: string; event: string }[]>("testimonials", "testimonials.yaml");
    for (const occasion of occasions()) {
      const own = reviews.find((r) => r.occasion === occasion.occasion);
      if (!own) continue; // the rule holds for any content: with no review of the occasion there is nothing to lead
      expect({ page: occasion.slug, first: reviewsOn(occasionPath(occasion.slug))[0]?.startsWith(own.event) }).toEqual({
        page: occasion.slug,
        first: true,
      });
    }
  });
});

describe("a way to enquire after every long section", () => {
  /** The most words of <main> text in a row without a link to the form, a call or WhatsApp (the pinned bar not counted). */
  function longestRun(doc: Document): number {
    const main = doc.querySelector("main")!.cloneNode(true) as Element;
    main.querySelectorAll("script, style, [data-testid='action-bar']").forEach((e) => e.remove());
    let run = 0;
    let longest = 0;
    const walk = (node: Node) => {
      if (node.nodeType === 1) {
        const href = (node as Element).tagName === "A" ? ((node as Element).getAttribute("href") ?? "") : "";
        if (href.startsWith("/kontakt") || href.startsWith("tel:") || href.includes("wa.me/")) {
          run = 0;
          return;
        }
        node.childNodes.forEach(walk);
      } else if (node.nodeType === 3) {
        run += (node.textContent ?? "").split(/\s+/).filter(Boolean).length;
        longest = Math.max(longest, run);
      }
    };
    walk(main);
    return longest;
  }

  it("on home and every landing page at most 600 words pass between two ways to get in touch", () => {
    const routes = ["/", ...contentLandingRoutes()];
    const runs = routes.map((route) => ({ route, words: longestRun(pages.find((p) => p.route === route)!.doc) }));
    expect(runs.filter((r) => r.words > 600)).toEqual([]);
  });
});

describe("photos that prove the DJ", () => {
  it("every landing page shows at least two photos with a descriptive alt text, the wedding page three", () => {
    const routes = contentLandingRoutes();
    for (const route of routes) {
      const doc = pages.find((p) => p.route === route)!.doc;
      const photos = [...doc.querySelectorAll("main figure img, main img")].filter(
        (img, i, all) => all.indexOf(img) === i && (img.getAttribute("alt") ?? "").split(/\s+/).length >= 4,
      );
      const want = route === "/hochzeits-dj-hamburg" ? 3 : 2;
      expect({ route, enough: photos.length >= want }).toEqual({ route, enough: true });
    }
  });
});
