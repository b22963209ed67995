/**
 * Fixed words of the structured data (Seo's jsonLd, built with src/lib/json-ld.ts): the names of
 * the pages in the breadcrumb trail, which crawlers show under the page's address, and the
 * description of a package offer.
 */
export const SEO_LABELS = {
  /** "6 Stunden DJ-Service, …"; the prefix comes from content ("bis zu " on Christmas pages). */
  offer: (durationPrefix: string, hours: number) =>
    `${durationPrefix}${hours} Stunden DJ-Service, Technik und Anfahrt inklusive`,
  breadcrumb: {
    home: "Start",
    blog: "Blog",
    contact: "Kontakt",
    locations: "Locations",
    guide: "Event-DJ finden",
    regional: (region: string) => `DJ ${region}`,
    city: (city: string) => `Event DJ ${city}`,
    christmas: (city: string) => `Weihnachtsfeier DJ ${city}`,
  },
} as const;
