/**
 * The spec's route table (section 2) as written, with the seven articles of section 3: fixed facts of
 * the spec, named here and never filtered by what content/ holds today. A test that iterates them
 * fails naming the route when the built site lacks one (an editor who retires a spec page changes
 * the spec, not the tests). Routes the content adds beyond these come from ./content.ts
 * (contentRoutes) and are checked as well.
 */
export const BLOG_SLUGS = [
  "eventmusik-trends-2025",
  "firmenfeier-musik-trends-2025",
  "geburtstag-unvergesslich-gestalten",
  "professionelle-veranstaltungstechnik",
  "event-planung-timeline-dj-buchen",
  "musik-verschiedene-generationen-events",
  "perfekte-eventplanung-hamburg",
] as const;
export const CITY_SLUGS = [
  "luebeck",
  "kiel",
  "flensburg",
  "hannover",
  "bremen",
  "malente",
  "eutin",
  "timmendorfer-strand",
  "schleswig-holstein",
] as const;
export const CHRISTMAS_CITIES = ["Hamburg", "Kiel", "Lübeck"] as const;

export const SPEC_ROUTES = [
  "/",
  "/kontakt",
  "/locations",
  "/event-dj-hamburg-finden",
  "/blog",
  ...BLOG_SLUGS.map((s) => `/blog/${s}`),
  "/impressum",
  "/datenschutz",
  "/weihnachtsfeier-dj-hamburg",
  "/weihnachtsfeier-dj-kiel",
  "/weihnachtsfeier-dj-luebeck",
  ...CITY_SLUGS.map((s) => `/event-dj-${s}`),
  "/dj-schleswig-holstein",
];

/** public/ file that Gatsby writes for a route (Gatsby writes /kontakt/index.html; hosts serve it at /kontakt). */
export const htmlFileFor = (route: string): string => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
