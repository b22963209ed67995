import { allArticles, christmasCities, cities } from "./content";

/**
 * The spec's route table (section 2) as the built site must serve it. Its articles, cities and
 * Christmas pages are the launch content: an editor may retire or rename them, so the tests check
 * those still in content/ – present, and in the spec's order – and never fail because one is gone.
 */
const SPEC_BLOG_SLUGS = [
  "eventmusik-trends-2025",
  "firmenfeier-musik-trends-2025",
  "geburtstag-unvergesslich-gestalten",
  "professionelle-veranstaltungstechnik",
  "event-planung-timeline-dj-buchen",
  "musik-verschiedene-generationen-events",
  "perfekte-eventplanung-hamburg",
];
const SPEC_CITY_SLUGS = [
  "luebeck",
  "kiel",
  "flensburg",
  "hannover",
  "bremen",
  "malente",
  "eutin",
  "timmendorfer-strand",
  "schleswig-holstein",
];
const SPEC_CHRISTMAS_CITIES = ["Hamburg", "Kiel", "Lübeck"];

/** The spec's articles (list order) that content/blog still holds. */
export const BLOG_SLUGS = SPEC_BLOG_SLUGS.filter((slug) => allArticles().some((a) => a.slug === slug));
/** The spec's cities that content/cities still holds. */
export const CITY_SLUGS = SPEC_CITY_SLUGS.filter((slug) => cities().some((c) => c.slug === slug));
/** The spec's Christmas cities that content/christmas still holds. */
export const CHRISTMAS_CITIES = SPEC_CHRISTMAS_CITIES.filter((city) => christmasCities().includes(city));

const christmasRoute = (city: string) =>
  `/weihnachtsfeier-dj-${city.toLowerCase().replace(/ü/g, "ue").replace(/ä/g, "ae").replace(/ö/g, "oe")}`;

export const SPEC_ROUTES = [
  "/",
  "/kontakt",
  "/locations",
  "/event-dj-hamburg-finden",
  "/blog",
  ...BLOG_SLUGS.map((s) => `/blog/${s}`),
  "/impressum",
  "/datenschutz",
  ...CHRISTMAS_CITIES.map(christmasRoute),
  ...CITY_SLUGS.map((s) => `/event-dj-${s}`),
  "/dj-schleswig-holstein",
];

/** public/ file that Gatsby writes for a route (Gatsby writes /kontakt/index.html; hosts serve it at /kontakt). */
export const htmlFileFor = (route: string): string => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
