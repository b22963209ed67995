import type { SiteFacts } from "./site-facts";

/**
 * The one token mechanism for editor-written text. A token is a name in braces, e.g.
 * "Ihr Event-DJ in {city}". Business facts are tokens everywhere ({businessName}, {homeCity} …,
 * from content/site/site.yaml); a page adds its own ({city}, {year}). The content check rejects
 * tokens that are not listed here, so a typo never reaches a visitor as "{ctiy}".
 */
export const SITE_TOKENS = {
  businessName: "Firmenname",
  ownerName: "Name des Inhabers",
  jobTitle: "Berufsbezeichnung",
  homeCity: "Heimatort (Ort in den Firmendaten)",
  street: "Straße und Hausnummer",
  postalCode: "PLZ",
  phone: "Telefonnummer",
  email: "E-Mail-Adresse",
  vatId: "USt-IdNr.",
  vatPercent: "Mehrwertsteuersatz in Prozent (19)",
  yearsExperience: "Jahre Erfahrung",
  reviewSites: "Namen der Bewertungsportale, durch Komma getrennt",
} as const;

/** Tokens a page fills itself, with where they work. */
export const PAGE_TOKENS = {
  city: "Ort der Stadt- oder Weihnachtsfeier-Seite",
  year: "aktuelles Jahr (im Browser)",
} as const;

export type Token = keyof typeof SITE_TOKENS | keyof typeof PAGE_TOKENS;
export const KNOWN_TOKENS: readonly string[] = [...Object.keys(SITE_TOKENS), ...Object.keys(PAGE_TOKENS)];

/** Fills {city}, {year} and similar tokens in editor-written text. Unknown tokens stay as they are. */
export const fillTokens = (text: string, values: Partial<Record<Token, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key as Token]) : match));

/** Token names used in a text, e.g. ["city", "year"]. */
export const tokensIn = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** The values of the business-fact tokens. */
export const siteTokens = (facts: SiteFacts): Record<keyof typeof SITE_TOKENS, string> => ({
  businessName: facts.businessName,
  ownerName: facts.ownerName,
  jobTitle: facts.jobTitle,
  homeCity: facts.city,
  street: facts.street,
  postalCode: facts.postalCode,
  phone: facts.phone,
  email: facts.email,
  vatId: facts.vatId,
  vatPercent: String(Math.round(facts.vatRate * 100)),
  yearsExperience: String(facts.claims.yearsExperience),
  reviewSites: facts.reviewSites.map((site) => site.name).join(", "),
});
