import type { OfferInput } from "./json-ld";

/** Priced packages as structured-data offers (net prices, as the cards state them for business). */
export const packageOffers = (packages: readonly { name: string; netPrice: number; durationHours: number }[], durationPrefix = ""): OfferInput[] =>
  packages.map((p) => ({
    name: p.name,
    price: p.netPrice,
    description: `${durationPrefix}${p.durationHours} Stunden DJ-Service, Technik und Anfahrt inklusive`,
  }));
