/**
 * Route helpers shared by gatsby-node and the browser code. No trailing slashes: the whole site
 * uses `trailingSlash: "never"` (see gatsby-config.ts).
 */
export const toSlug = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export const blogPostPath = (slug: string): string => `/blog/${slug}`;
export const cityPath = (slug: string): string => `/event-dj-${slug}`;
export const christmasPath = (city: string): string => `/weihnachtsfeier-dj-${toSlug(city)}`;
/** An occasion page's slug is its whole address: hochzeits-dj-hamburg → /hochzeits-dj-hamburg. */
export const occasionPath = (slug: string): string => `/${slug}`;

/** Fixed routes of the spec's route table (pages in src/pages). */
export const ROUTES = {
  home: "/",
  contact: "/kontakt",
  locations: "/locations",
  guide: "/event-dj-hamburg-finden",
  blog: "/blog",
  imprint: "/impressum",
  privacy: "/datenschutz",
  schleswigHolstein: "/dj-schleswig-holstein",
  /** The celebrations the DJ played (content/events, issue 40). */
  references: "/referenzen",
} as const;

/**
 * Where the plain form post (no JavaScript) returns after a successful send (`_next`). Not in the
 * spec's route table; noindex and left out of the sitemap.
 */
export const THANK_YOU_PATH = "/kontakt/danke";

/**
 * The Musikplanung: indexable, but not in the spec's route table and not a landing page. Its plain
 * form post (no JavaScript) returns to its own thank-you page, noindex and out of the sitemap.
 */
export const PLANNING_PATH = "/musikplanung";
export const PLANNING_THANK_YOU_PATH = "/musikplanung/danke";

/**
 * "Angebot zum Weiterleiten": the Preisrechner's selection as a written quote to print. Not in the
 * spec's route table; noindex and left out of the sitemap (every visitor's quote is their own).
 */
export const QUOTE_PATH = "/angebot";
/** Query parameters of /angebot besides the Preisrechner's (paket, stunden, extra, kunde, anlass, datum, ort). */
export const QUOTE_PARAMS = {
  /** The quote date, yyyy-mm-dd: with the selection it makes the quote number. */
  date: "am",
  company: "firma",
  name: "name",
  /** On /kontakt: the number of the quote being accepted. */
  number: "angebot",
} as const;
/** A quote number: "A-" + quote date yyyymmdd + "-" + six characters (src/lib/quote.ts). */
export const QUOTE_NUMBER_PATTERN = /^A-\d{8}-[0-9A-Z]{6}$/;
