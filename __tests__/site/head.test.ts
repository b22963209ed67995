import { BLOG_SLUGS, SPEC_ROUTES } from "../support/routes";
import { SITE_URL, jsonLdBlocks, loadRoute } from "../support/built-site";
import { articles, contentRoutes } from "../support/content";

/** The spec's routes plus every route the content adds (a new article or city). */
const routes = [...new Set([...SPEC_ROUTES, ...contentRoutes()])];
const articleSlugs = [...new Set([...BLOG_SLUGS, ...articles().map((a) => a.slug)])];
const canonicalFor = (route: string) => (route === "/" ? `${SITE_URL}/` : `${SITE_URL}${route}`);

describe("page head in the static HTML", () => {
  it.each(routes)("%s: one title, one description, canonical, Open Graph, lang=de", (route) => {
    const doc = loadRoute(route);
    expect(doc.documentElement.getAttribute("lang")).toBe("de");
    expect(doc.querySelectorAll("title")).toHaveLength(1);
    expect(doc.title.length).toBeGreaterThan(10);
    const descriptions = doc.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0].getAttribute("content")!.length).toBeGreaterThan(50);
    const canonicals = doc.querySelectorAll('link[rel="canonical"]');
    expect(canonicals).toHaveLength(1);
    expect(canonicals[0].getAttribute("href")).toBe(canonicalFor(route));
    const og = (p: string) => doc.querySelector(`meta[property="og:${p}"]`)?.getAttribute("content");
    expect(og("title")).toBe(doc.title);
    expect(og("url")).toBe(canonicalFor(route));
    expect(og("locale")).toBe("de_DE");
    expect(og("image")).toMatch(/^https?:\/\//);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("index, follow");
  });

  it("gives every page its own title and description", () => {
    const titles = routes.map((r) => loadRoute(r).title);
    const descriptions = routes.map((r) =>
      loadRoute(r).querySelector('meta[name="description"]')?.getAttribute("content"),
    );
    expect(new Set(titles).size).toBe(routes.length);
    expect(new Set(descriptions).size).toBe(routes.length);
  });

  it.each(routes)("%s: every JSON-LD block parses and has @context and @type", (route) => {
    for (const block of jsonLdBlocks(loadRoute(route))) {
      expect(block["@context"]).toBe("https://schema.org");
      expect(typeof block["@type"]).toBe("string");
    }
  });

  it.each(articleSlugs)("/blog/%s carries its Article structured data", (slug) => {
    const doc = loadRoute(`/blog/${slug}`);
    const posting = jsonLdBlocks(doc).find((b) => b["@type"] === "BlogPosting") as
      | {
          headline: string;
          image: string;
          datePublished: string;
          author: { name: string };
          publisher: { name: string };
          url: string;
        }
      | undefined;
    if (!posting) throw new Error(`/blog/${slug}: kein BlogPosting in den strukturierten Daten`);
    expect(posting.headline).toBe(doc.querySelector("h1")?.textContent);
    expect(posting.image).toMatch(/^https?:\/\//);
    expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
    expect(Number.isNaN(new Date(posting.datePublished).getTime())).toBe(false);
    expect(posting.author.name).toBeTruthy();
    expect(posting.publisher.name).toBeTruthy();
    expect(posting.url).toBe(`${SITE_URL}/blog/${slug}`);
  });
});
