/**
 * What the content in content/ (or $CONTENT_PATH) says, for tests that must follow the editors.
 *
 * Tests compare the built site with these values instead of today's numbers, so a new article,
 * city, location or testimonial is a content change, not a test change. The spec's fixed facts
 * stay in ./routes.ts (SPEC_ROUTES, BLOG_SLUGS, CITY_SLUGS), as the spec writes them, and are checked
 * as "present", not as "exactly these".
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import matter from "gray-matter";
import { PLANNING_PATH, ROUTES, blogPostPath, christmasPath, cityPath, occasionPath } from "../../src/model/routes";
import { buildTime, publishTime } from "../../src/model/publish-time";
import { landingRoutes } from "../../src/checks/own-text";
import { expectedTokens, fillExpected } from "./expected-tokens";

/** The content folder the build reads: $CONTENT_PATH (as gatsby-config.ts) or content/. */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_PATH || path.resolve(__dirname, "../../content"));

const filesIn = (dir: string, pattern: RegExp): string[] => {
  const full = path.join(CONTENT_DIR, dir);
  return fs.existsSync(full)
    ? fs
        .readdirSync(full)
        .filter((f) => pattern.test(f))
        .sort()
        .map((f) => path.join(full, f))
    : [];
};
/**
 * A text as the built site shows it: the build's tokens ({preisBasis}, {setupTime} …) filled in with the
 * values the tests work out themselves (./expected-tokens.ts), never with the site's own token code.
 */
let tokens: Record<string, string> | undefined;
const filled = (text: string): string =>
  text.includes("{") ? fillExpected(text, (tokens ??= expectedTokens(CONTENT_DIR, buildTime()))) : text;
const readYaml = <T>(file: string): T => yaml.load(fs.readFileSync(file, "utf8")) as T;
/** A YAML file of content/, parsed (e.g. `readYamlIn("packages", "packages.yaml")`). */
export const readYamlIn = <T>(dir: string, name: string): T => readYaml<T>(path.join(CONTENT_DIR, dir, name));

export interface Article {
  slug: string;
  title: string;
  /** The page title where the editor set one (else the title, with the site's suffix when short). */
  searchTitle?: string;
  excerpt: string;
  category: string;
  tags: string[];
  /** ISO string as written (YAML dates are turned back into ISO). */
  publishedAt: string;
  /** publishedAt in milliseconds, for sorting and comparing. */
  time: number;
  /** The `## ` subheadings of the Markdown body, in order. */
  headings: string[];
  file: string;
}

/** Markdown inline formatting removed: what the heading shows as text. */
const plainText = (markdown: string): string =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]/g, "")
    .trim();

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/** Every article file, published or not, newest first. */
export function allArticles(): Article[] {
  return filesIn("blog", /\.md$/)
    .map((file) => {
      const { data, content } = matter(fs.readFileSync(file, "utf8"));
      const publishedAt = iso(data.publishedAt);
      return {
        slug: String(data.slug),
        title: filled(String(data.title)),
        searchTitle: data.searchTitle ? filled(String(data.searchTitle)) : undefined,
        excerpt: filled(String(data.excerpt)),
        category: String(data.category),
        tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
        publishedAt,
        time: publishTime(data.publishedAt) ?? Number.NaN, // as the build reads it: no offset = German time
        headings: [...content.matchAll(/^## +(.+?)\s*$/gm)].map((m) => filled(plainText(m[1]))),
        file: path.relative(path.resolve(CONTENT_DIR, ".."), file),
      };
    })
    .sort((a, b) => b.time - a.time || a.slug.localeCompare(b.slug)); // as the site: publishedAt DESC, equal times by slug
}

/** "Now" for scheduled articles, as the build has it: BUILD_TIME if the run sets one, else the clock (src/model/publish-time.ts). */
export const contentNow = (): Date => buildTime();

/**
 * The articles the site shows, in the site's order (publishedAt, newest first). Articles dated in
 * the future are left out: with scheduled publishing they get no page and appear in no list.
 */
export const articles = (now = contentNow()): Article[] => allArticles().filter((a) => a.time <= now.getTime());

/** Up to three newest other published articles of the same category (spec: related articles). */
export const relatedTo = (slug: string, now = contentNow()): Article[] => {
  const all = articles(now);
  const current = all.find((a) => a.slug === slug);
  if (!current) throw new Error(`no published article with slug ${slug} in ${CONTENT_DIR}`);
  return all.filter((a) => a.slug !== slug && a.category === current.category).slice(0, 3);
};

export interface City {
  slug: string;
  name: string;
  distanceKm?: number;
}
/** Every city landing page, sorted by file name. */
export const cities = (): City[] =>
  filesIn("cities", /\.ya?ml$/).map((f) => {
    const { slug, name, distanceKm } = readYaml<City>(f);
    return { slug, name: filled(name), distanceKm };
  });

/** Cities with a Christmas-party page (content/christmas), sorted by file name. */
export const christmasCities = (): string[] =>
  filesIn("christmas", /\.ya?ml$/).map((f) => filled(readYaml<{ city: string }>(f).city));

export interface Location {
  id: string;
  name: string;
  type: string;
  rating?: number;
}
export const locations = (): Location[] =>
  readYamlIn<Location[]>("locations", "locations.yaml").map(({ id, name, type, rating }) => ({
    id,
    name: filled(name),
    type: filled(type),
    rating,
  }));

/** Location types with their counts, in the order the types first appear in the file. */
export function locationTypeCounts(): { type: string; count: number }[] {
  const counts: { type: string; count: number }[] = [];
  for (const { type } of locations()) {
    const known = counts.find((c) => c.type === type);
    if (known) known.count += 1;
    else counts.push({ type, count: 1 });
  }
  return counts;
}

/**
 * A text of content/texts/texts.yaml by its path ("article.relatedTitle"), as the built page shows it
 * (tokens filled): headings, labels and buttons the editor words, never pinned in a test.
 */
export function siteText(at: string): string {
  const value = at
    .split(".")
    .reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
      readYamlIn("texts", "texts.yaml"),
    );
  if (typeof value !== "string") throw new Error(`content/texts/texts.yaml has no text at „${at}“`);
  return filled(value);
}
/** The heading of a fixed page as the built page shows it (texts.yaml → locations.title …). */
export const pageHeading = (page: "locations" | "blog"): string => siteText(`${page}.title`);
/** The genre tags of site.yaml, in their order (about section, Musikplanung). */
export const genres = (): string[] => readYamlIn<{ genres?: string[] }>("site", "site.yaml").genres?.map(filled) ?? [];
/** The home page's heading (site.yaml → heroTitle, tokens filled). */
export const homeHeading = (): string => filled(readYamlIn<{ heroTitle: string }>("site", "site.yaml").heroTitle);

export interface PricedPackage {
  id: string;
  name: string;
  netPrice: number;
  popular?: boolean;
}
/** The packages of content/packages/packages.yaml: the guide's (city, guide and occasion pages) and the Christmas ones. */
export const packageLists = (): { guide: PricedPackage[]; christmas: PricedPackage[] } =>
  readYamlIn<{ guide: PricedPackage[]; christmas: PricedPackage[] }>("packages", "packages.yaml");
/** site.yaml's VAT rate (0.19). */
export const vatRate = (): number => readYamlIn<{ vatRate: number }>("site", "site.yaml").vatRate;

/**
 * What a package card says for a net price, worked out here as the spec states it (section 4): private
 * customers read the gross price, net × (1 + VAT) rounded to whole euros, "ab {price}€ inkl. MwSt.";
 * business customers the net price, "ab {price}€ zzgl. 19% MwSt."; euros with German digit grouping.
 */
export function cardLabels(net: number, vat = vatRate()): { private: string; business: string } {
  const euros = (n: number) => new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }).format(n);
  return {
    private: `ab ${euros(Math.round(net * (1 + vat)))}€ inkl. MwSt.`,
    business: `ab ${euros(net)}€ zzgl. ${Math.round(vat * 100)}% MwSt.`,
  };
}

export interface Testimonial {
  name: string;
  rating: number;
}
export const testimonials = (): Testimonial[] =>
  readYamlIn<Testimonial[]>("testimonials", "testimonials.yaml").map(({ name, rating }) => ({
    name: filled(name),
    rating,
  }));

export const homeFaqs = (): { question: string; answer: string }[] =>
  readYamlIn<{ home: { question: string; answer: string }[] }>("faqs", "faqs.yaml").home.map(
    ({ question, answer }) => ({ question: filled(question), answer: filled(answer) }),
  );

/** Occasion pages (content/occasions): their slug is the whole address, e.g. hochzeits-dj-hamburg. */
export interface Occasion {
  slug: string;
  name: string;
  /** The form's eventTyp, e.g. hochzeit. */
  occasion: string;
  /** Ids of the guide packages the page offers. */
  packages: string[];
}
export const occasions = (): Occasion[] =>
  filesIn("occasions", /\.ya?ml$/).map((f) => {
    const { slug, name, occasion, packages } = readYaml<Occasion>(f);
    return { slug, name, occasion, packages: Array.isArray(packages) ? packages.map(String) : [] };
  });

/**
 * The occasion page a test names (an issue asked for it): content/occasions must hold it. Never
 * "another occasion instead": a test that silently checked another page would pass for the wrong reason.
 */
export function occasionNamed(slug: string): Occasion {
  const found = occasions().find((o) => o.slug === slug);
  if (!found)
    throw new Error(
      `content/occasions has no page with slug „${slug}“; this test is about that page, so it must exist (found: ${
        occasions()
          .map((o) => o.slug)
          .join(", ") || "none"
      })`,
    );
  return found;
}

/** Every public route the content produces: the fixed pages plus one per article, city, Christmas city and occasion. */
export const contentRoutes = (now = contentNow()): string[] => [
  ...Object.values(ROUTES),
  ...articles(now).map((a) => blogPostPath(a.slug)),
  ...cities().map((c) => cityPath(c.slug)),
  ...christmasCities().map((c) => christmasPath(c)),
  ...occasions().map((o) => occasionPath(o.slug)),
  PLANNING_PATH,
];

/** The landing pages the content makes (src/checks/own-text.ts: guide, region, cities, Christmas and occasion pages). */
export const contentLandingRoutes = (): string[] =>
  landingRoutes({
    cities: cities().map((c) => c.slug),
    christmasCities: christmasCities(),
    occasions: occasions().map((o) => o.slug),
  });

/**
 * `expected` appear in `actual` in the same relative order (other entries may sit in between).
 * Returns the first problem as text, or undefined; use with `expect(...).toBeUndefined()`.
 */
export function missingOrOutOfOrder(actual: readonly string[], expected: readonly string[]): string | undefined {
  let last = -1;
  for (const item of expected) {
    const at = actual.indexOf(item);
    if (at < 0) return `missing: ${item}`;
    if (at < last) return `out of order: ${item} comes before ${actual[last]}`;
    last = at;
  }
  return undefined;
}
