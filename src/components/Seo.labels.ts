/**
 * The names of the pages in the breadcrumb trail of the structured data (Seo's jsonLd, built with
 * breadcrumb() from src/lib/json-ld.ts). Fixed: crawlers show them under the page's address.
 */
export const SEO_LABELS = {
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
