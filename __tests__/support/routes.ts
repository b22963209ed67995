/** The spec's route table (section 2), as the built site must serve it. */
export const BLOG_SLUGS = [
  "eventmusik-trends-2025",
  "firmenfeier-musik-trends-2025",
  "geburtstag-unvergesslich-gestalten",
  "professionelle-veranstaltungstechnik",
  "event-planung-timeline-dj-buchen",
  "musik-verschiedene-generationen-events",
  "perfekte-eventplanung-hamburg",
];

export const CITY_SLUGS = ["luebeck", "kiel", "flensburg", "hannover", "bremen", "malente", "eutin", "timmendorfer-strand", "schleswig-holstein"];

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

/**
 * Routes not built yet. The ONE place to list them; later issues empty it.
 * (Empty: every spec route exists.)
 */
export const PENDING_ROUTES: string[] = [];

/** public/ file that Gatsby writes for a route (Gatsby writes /kontakt/index.html; hosts serve it at /kontakt). */
export const htmlFileFor = (route: string): string => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
