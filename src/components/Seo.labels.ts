import type { OfferInput } from "../lib/json-ld";
import { grossPrice } from "../lib/pricing";

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

/**
 * The packages a page shows, as structured-data offers with the price a visitor reads there first:
 * the gross price of the private-customer view, VAT included (PAngV).
 */
export const packageOffers = (
  packages: readonly { name: string; netPrice: number; durationHours: number }[],
  vatRate: number,
  durationPrefix = "",
): OfferInput[] =>
  packages.map((p) => ({
    name: p.name,
    price: grossPrice(p.netPrice, vatRate),
    vatIncluded: true,
    description: SEO_LABELS.offer(durationPrefix, p.durationHours),
  }));

/** The start page's packages that show a price, as offers with that price (gross, VAT included). */
export const homeOffers = (
  packages: readonly { name: string; description: string; netPriceFrom?: number | null }[],
  vatRate: number,
): OfferInput[] =>
  packages.flatMap((p) =>
    p.netPriceFrom == null
      ? []
      : [{ name: p.name, price: grossPrice(p.netPriceFrom, vatRate), vatIncluded: true, description: p.description }],
  );
