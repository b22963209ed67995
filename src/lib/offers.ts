import type { OfferInput } from "./json-ld";
import { SEO_LABELS } from "../components/Seo.labels";

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
