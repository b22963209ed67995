import { z } from "zod";

/**
 * What each content file must contain. Field rules a GraphQL schema cannot express (ranges,
 * positive prices, valid dates) live here; gatsby/schema.ts declares the same fields for GraphQL.
 */
const text = z.string().trim().min(1, "darf nicht leer sein");
const optionalText = z.string().optional().nullable();
const texts = z.array(text);
const url = z.string().url("muss eine vollständige Web-Adresse sein (https://…)");
const positivePrice = z.number().positive("muss eine positive Zahl sein");
const rating = z.number().int("muss eine ganze Zahl sein").min(1, "muss zwischen 1 und 5 liegen").max(5, "muss zwischen 1 und 5 liegen");
const hours = z.number().int("muss eine ganze Zahl sein").positive("muss eine positive Zahl sein");
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten");

/** YAML turns unquoted timestamps into Date objects; accept both and demand a real date. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? (Number.isNaN(value.getTime()) ? "ungültig" : value.toISOString()) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})?)?$/, "ist kein gültiges Datum (Format: 2025-03-10T09:00:00+01:00)")
    .refine((value) => !Number.isNaN(new Date(value).getTime()) && sameCalendarDay(value), "ist kein gültiges Datum"),
);

/** Rejects dates such as 2025-02-30, which JavaScript would silently roll over. */
function sameCalendarDay(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split("-").map(Number);
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

const image = { image: text, imageAlt: text };
const ratingFigure = z.object({
  value: z.number().min(1, "muss zwischen 1 und 5 liegen").max(5, "muss zwischen 1 und 5 liegen"),
  count: z.number().int().positive("muss eine positive Zahl sein"),
});
const titledText = z.object({ title: text, text });
const faqItem = z.object({ question: text, answer: text });
const faqList = z.array(faqItem).min(1, "braucht mindestens eine Frage");

export const siteSchema = z.object({
  businessName: text,
  ownerName: text,
  jobTitle: text,
  street: text,
  postalCode: text,
  city: text,
  region: text,
  country: text,
  phone: text,
  phoneE164: z.string().regex(/^\+\d{8,15}$/, "muss im Format +494012345678 angegeben werden"),
  email: z.string().email("muss eine gültige E-Mail-Adresse sein"),
  vatId: text,
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  openingHours: z.array(z.object({ days: text, hours: text, schemaDays: z.array(z.string()), opens: optionalText, closes: optionalText })).min(1),
  openingHoursNote: text,
  responseTime: text,
  claims: z.object({
    yearsExperience: hours,
    events: hours,
    yearsHosting: hours,
    yearsEventSpecialisation: hours,
    musicLibrary: hours,
    weddings: hours,
  }),
  genres: texts,
  areaServed: texts,
  reviewsUrl: url,
  businessProfileUrl: url,
  reviewSites: z.array(z.object({ name: text, url })).min(2, "braucht zwei Bewertungsportale"),
  vatRate: z.number().min(0, "muss zwischen 0 und 1 liegen").max(1, "muss zwischen 0 und 1 liegen (19 % = 0.19)"),
  copyrightYear: z.number().int().min(2000),
  hero: z.object(image),
  portrait: z.object(image),
  heroTitle: text,
  heroText: text,
  aboutTitle: text,
  aboutText: text,
  ratings: z.object({ home: ratingFigure, service: ratingFigure, regional: ratingFigure }),
});

export const testimonialSchema = z.object({ name: text, event: optionalText, text, rating });
export const categorySchema = z.object({ name: text });

export const locationSchema = z.object({
  id: slug,
  name: text,
  type: text,
  description: text,
  ...image,
  capacity: text,
  highlights: texts,
  location: text,
  website: url,
  rating: rating.optional(),
});

const pricedPackage = z.object({
  id: slug,
  name: text,
  netPrice: positivePrice,
  durationHours: hours,
  features: texts.min(1),
  popular: z.boolean().optional(),
});
export const packagesSchema = z.object({
  home: z.array(z.object({ id: slug, name: text, description: text, features: texts.min(1) })).length(3, "braucht genau 3 Pakete"),
  guide: z.array(pricedPackage).length(3, "braucht genau 3 Pakete"),
  christmas: z.array(pricedPackage).length(3, "braucht genau 3 Pakete"),
  earlyBird: z.object({
    name: text,
    netPrice: positivePrice,
    regularNetPrice: positivePrice,
    saving: positivePrice,
    durationHours: hours,
    deadline: isoDate,
    season: text,
    reservedPercent: z.number().int().min(0).max(100),
    reservedLabel: text,
  }),
  structuredDataOffers: z.array(z.object({ name: text, price: positivePrice, description: text })).length(3),
});

export const faqsSchema = z.object({ home: faqList });

export const citySchema = z.object({
  name: text,
  slug,
  distanceKm: z.number().int().positive("muss eine positive Zahl sein").optional(),
  metaTitle: text,
  metaDescription: text,
  heroTitle: text,
  heroText: text,
  intro: text,
  specialties: z.array(titledText).min(1),
  faq: faqList,
});

export const christmasSchema = z.object({
  city: text,
  metaTitle: text,
  metaDescription: text,
  heroText: text,
  localNote: text,
});

export const christmasPartySchema = z.object({
  benefits: z.array(titledText).length(4, "braucht genau 4 Vorteile"),
  availability: z.object({ title: text, text }),
  why: z.object({ title: text, items: z.array(titledText).length(4), quote: text }),
  faq: faqList,
  cta: titledText,
});

export const blocksSchema = z.object({
  selectionCriteria: z.object({ title: text, intro: text, items: z.array(titledText).min(1) }),
  reasons: z.object({ title: text, items: z.array(titledText).min(1), stats: z.array(z.object({ value: text, label: text })).min(1) }),
  cta: titledText,
});

export const guideSchema = z.object({
  metaTitle: text,
  metaDescription: text,
  keywords: text,
  heroTitle: text,
  heroText: text,
  advice: z.array(titledText).min(1),
  faq: faqList,
});

export const regionalSchema = z.object({
  metaTitle: text,
  metaDescription: text,
  keywords: text,
  heroTitle: text,
  heroText: text,
  services: z.array(titledText).min(1),
  regions: z.array(z.object({ name: text, places: texts.min(1) })).length(4, "braucht genau 4 Regionen"),
  venueColumns: z.array(z.object({ city: text, venues: texts.min(1), note: optionalText })).length(3),
  structuredDataVenues: texts.length(10, "braucht genau 10 Locations"),
  faqTitle: text,
  faq: faqList,
  packageTable: z.array(z.object({ name: text, includes: text })).min(1),
  badges: texts.length(4, "braucht genau 4 Merkmale"),
});

export const blogFrontmatterSchema = z.object({
  slug,
  title: text,
  excerpt: text,
  author: optionalText,
  date: optionalText,
  publishedAt: isoDate,
  readTime: hours,
  category: text,
  ...image,
  tags: texts.optional(),
});

const pageMeta = z.object({ title: text, description: text, keywords: optionalText });
export const seoSchema = z.object({
  home: pageMeta,
  contact: pageMeta,
  locations: pageMeta,
  blog: pageMeta,
  imprint: pageMeta,
  privacy: pageMeta,
  notFound: pageMeta,
});
