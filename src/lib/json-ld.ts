import { plainText } from "./inline-links";
/**
 * schema.org structured data as plain functions of content values. Figures that the spec gives
 * differently per page (review counts, offers) are passed in by the page, never guessed here.
 */
import { absoluteUrl } from "./urls";
import type { SiteData } from "../model/collections";

const CONTEXT = "https://schema.org";

/** The publisher's logo of articles: the largest icon gatsby-plugin-manifest writes (gatsby-config.ts). */
export const PUBLISHER_LOGO = "/icons/icon-512x512.png";

/** The business facts the structured data names, as site.yaml holds them. */
export type BusinessFacts = Pick<
  SiteData,
  | "businessName"
  | "phoneE164"
  | "email"
  | "street"
  | "postalCode"
  | "city"
  | "country"
  | "geo"
  | "openingHours"
  | "areaServed"
>;

export interface Rating {
  value: number;
  count: number;
  best?: number;
  /** The profile on which the ratings are counted. */
  profileUrl?: string | null;
}

export interface OfferInput {
  name: string;
  /** The price as the page shows it by default (private customers: gross). */
  price: number;
  /** Whether that price includes VAT (PAngV: consumers must read the gross price). */
  vatIncluded: boolean;
  description: string;
}

const postalAddress = (f: BusinessFacts) => ({
  "@type": "PostalAddress",
  streetAddress: f.street,
  postalCode: f.postalCode,
  addressLocality: f.city,
  addressCountry: f.country,
});

const aggregateRating = (r: Rating) => ({
  "@type": "AggregateRating",
  ratingValue: r.value,
  reviewCount: r.count,
  bestRating: r.best ?? 5,
  // Where the ratings are counted (§ 5b Abs. 3 UWG: the figures point to their source).
  ...(r.profileUrl ? { url: r.profileUrl } : {}),
});

export const offers = (items: readonly OfferInput[]) =>
  items.map((o) => ({
    "@type": "Offer",
    name: o.name,
    price: o.price,
    priceCurrency: "EUR",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: o.price,
      priceCurrency: "EUR",
      valueAddedTaxIncluded: o.vatIncluded,
    },
    description: o.description,
  }));

export function localBusiness(
  f: BusinessFacts,
  siteUrl: string,
  /** `rating`: only where the page shows it (`shownRating`, src/lib/rating-profile.ts). */
  opts: { rating?: Rating; offers?: readonly OfferInput[]; image?: string },
) {
  return {
    "@context": CONTEXT,
    "@type": "LocalBusiness",
    "@id": `${absoluteUrl(siteUrl, "/")}#business`,
    name: f.businessName,
    url: absoluteUrl(siteUrl, "/"),
    image: absoluteUrl(siteUrl, opts.image ?? "/og-image.jpg"),
    telephone: f.phoneE164,
    email: f.email,
    priceRange: "€€",
    address: postalAddress(f),
    geo: { "@type": "GeoCoordinates", latitude: f.geo.latitude, longitude: f.geo.longitude },
    openingHoursSpecification: f.openingHours
      .filter((h) => h.schemaDays?.length && h.opens && h.closes)
      .map((h) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: h.schemaDays,
        opens: h.opens,
        closes: h.closes,
      })),
    areaServed: f.areaServed.map((name) => ({ "@type": "Place", name })),
    ...(opts.rating ? { aggregateRating: aggregateRating(opts.rating) } : {}),
    ...(opts.offers ? { makesOffer: offers(opts.offers) } : {}),
  };
}

export function service(
  f: BusinessFacts,
  siteUrl: string,
  opts: {
    name: string;
    /** schema.org serviceType, e.g. "Event-DJ" (Seo.labels.ts). */
    serviceType: string;
    areaServed: readonly string[];
    /** Only where the page shows it (`shownRating`, src/lib/rating-profile.ts): none, no aggregateRating. */
    rating?: Rating;
    /** The priced packages the page shows; none on a page without prices. */
    offers?: readonly OfferInput[];
  },
) {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: opts.name,
    serviceType: opts.serviceType,
    provider: {
      "@type": "LocalBusiness",
      name: f.businessName,
      telephone: f.phoneE164,
      url: absoluteUrl(siteUrl, "/"),
    },
    areaServed: opts.areaServed.map((name) => ({ "@type": "Place", name })),
    ...(opts.rating ? { aggregateRating: aggregateRating(opts.rating) } : {}),
    ...(opts.offers?.length ? { offers: offers(opts.offers) } : {}),
  };
}

export const faqPage = (items: readonly { question: string; answer: string }[]) => ({
  "@context": CONTEXT,
  "@type": "FAQPage",
  mainEntity: items.map((i) => ({
    "@type": "Question",
    name: i.question,
    acceptedAnswer: { "@type": "Answer", text: plainText(i.answer) },
  })),
});

// The breadcrumb lives in a module of its own, so a page that declares nothing else (/kontakt) does not load the rest.
export { breadcrumb } from "./breadcrumb-ld";

export const itemList = (name: string, names: readonly string[]) => ({
  "@context": CONTEXT,
  "@type": "ItemList",
  name,
  itemListElement: names.map((n, i) => ({ "@type": "ListItem", position: i + 1, name: n })),
});

export interface ArticleInput {
  title: string;
  excerpt: string;
  path: string;
  image: string;
  publishedAt: string;
  author: string;
  publisher: string;
  /** Site path of the publisher's logo (a file the build writes, e.g. the manifest's icon). */
  logo: string;
}

export const article = (siteUrl: string, a: ArticleInput) => ({
  "@context": CONTEXT,
  "@type": "BlogPosting",
  headline: a.title,
  description: a.excerpt,
  image: absoluteUrl(siteUrl, a.image),
  datePublished: a.publishedAt,
  author: { "@type": "Person", name: a.author },
  publisher: {
    "@type": "Organization",
    name: a.publisher,
    logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, a.logo) },
  },
  mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(siteUrl, a.path) },
  url: absoluteUrl(siteUrl, a.path),
});
