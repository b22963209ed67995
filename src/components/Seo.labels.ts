import type { OfferInput } from "../lib/json-ld";

/**
 * Fixed words of the structured data (Seo's jsonLd, built with src/lib/json-ld.ts): the names of
 * the pages in the breadcrumb trail, which crawlers show under the page's address, and the
 * description of a package offer, and the offers of the priced packages.
 */
export const SEO_LABELS = {
  /** The kind of service the pages offer (schema.org Service, serviceType). */
  serviceType: "Event-DJ",
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

/** Priced packages as structured-data offers (net prices, as the cards state them for business). */
export const packageOffers = (
  packages: readonly { name: string; netPrice: number; durationHours: number }[],
  durationPrefix = "",
): OfferInput[] =>
  packages.map((p) => ({
    name: p.name,
    price: p.netPrice,
    description: SEO_LABELS.offer(durationPrefix, p.durationHours),
  }));
