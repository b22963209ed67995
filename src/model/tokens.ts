/**
 * The one token mechanism for editor-written text. A token is a name in braces, e.g.
 * "Ihr Event-DJ in {city}". Business facts, figures, prices and the season are tokens everywhere
 * (their values come from content/ and the build date, gatsby/token-values.ts); a page's place
 * fills {city} (gatsby/tokens.ts). The content check rejects tokens that are not listed here, so a typo never reaches a
 * visitor as "{ctiy}".
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
  yearsExperience: "Jahre Erfahrung am Mischpult (site.yaml → claims)",
  yearsHosting: "Jahre Moderation (site.yaml → claims)",
  yearsEventSpecialisation: "Jahre Event-Spezialisierung (site.yaml → claims)",
  events: "Zahl der erfolgreichen Events (site.yaml → claims)",
  weddings: "Zahl der begleiteten Hochzeiten (site.yaml → claims)",
  musicLibrary: "Titel in der Musikbibliothek, z. B. „50.000“ (site.yaml → claims)",
  travelRadius: "Umkreis um den Heimatort, in dem die Anfahrt inklusive ist, z. B. „160 km“ (site.yaml → claims)",
  setupTime: "Aufbauzeit vor Beginn, z. B. „60 bis 90 Minuten“ (site.yaml → claims)",
  vorlaufFeiern: "Empfohlener Vorlauf für die meisten Feiern, z. B. „8 bis 12 Wochen“ (site.yaml → claims)",
  vorlaufWochenende:
    "Empfohlener Vorlauf für einen Freitag oder Samstag außerhalb Hamburgs, z. B. „2 bis 6 Monate“ (site.yaml → claims)",
  vorlaufWeihnachten: "Empfohlener Vorlauf für Weihnachtsfeiern, z. B. „2 bis 3 Monate“ (site.yaml → claims)",
  reviewSites: "Namen der Bewertungsportale, z. B. „Google und ProvenExpert“",
} as const;

/** Tokens whose value follows the build date or the availability (computed when the site is built). */
export const BUILD_TOKENS = {
  year: "aktuelles Jahr beim Bauen der Seite, z. B. 2026",
  season: "kommende Weihnachtssaison „Jahr des Builds/Folgejahr“, im November eines Jahres J also „J/J+1“",
  copyrightYears: "Jahre im Copyright-Hinweis, z. B. „2024–2026“ (erstes Jahr aus site.yaml → copyrightYear bis heute)",
  scarcityPercent:
    "Anteil der noch kommenden Freitage und Samstage im Dezember der Saison, die gebucht oder angefragt sind (aus availability.yaml), z. B. „75“",
} as const;

/** Tokens from a collection of their own: the stand-in DJs (content/standins). */
export const TEAM_TOKENS = {
  vertretung:
    "Namen der DJs, die im Krankheitsfall einspringen (content/standins), z. B. „Jana Petersen oder Malte Krüger“",
} as const;

/**
 * Price tokens, computed from content/packages/packages.yaml and the VAT rate in site.yaml. Each
 * package of `guide` and `christmas` and each entry of `priceRanges` gets two tokens:
 * the full wording for running text and a short gross form for titles and descriptions, e.g.
 *   {preisBasis}         → "952 € inkl. MwSt., für Firmenkunden 800 € netto"
 *   {preisBasisBrutto}   → "952 € inkl. MwSt."
 *   {spanneTypisch}      → "952 bis 2.380 € inkl. MwSt., für Firmenkunden 800 bis 2.000 € netto"
 *   {spanneTypischBrutto}→ "952 bis 2.380 € inkl. MwSt."
 * Names: preis + id of a guide package, preisWeihnachten + id of a Christmas package, spanne + id of
 * a price range, spannePakete for the range of the guide packages (first letter upper case).
 * (gatsby/token-values.ts computes them; check:content knows their names from there.)
 *
 * Tokens a page fills itself, with where they work:
 */
export const PAGE_TOKENS = {
  city: "Ort der Stadt- oder Weihnachtsfeier-Seite",
} as const;

export type Token =
  keyof typeof SITE_TOKENS | keyof typeof BUILD_TOKENS | keyof typeof TEAM_TOKENS | keyof typeof PAGE_TOKENS | string;

/** Fills {city}, {preisBasis} and similar tokens in editor-written text. Unknown tokens stay as they are. */
export const fillTokens = (text: string, values: Partial<Record<Token, string | number>>): string =>
  text.replace(/\{(\w+)\}(\.?)/g, (match, key: string, period: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, key)) return match;
    const value = String(values[key]);
    // A value that ends in a period ("… inkl. MwSt.") at the end of a sentence ends it: never "MwSt..".
    return value.endsWith(".") && period ? value : value + period;
  });

/** Token names used in a text, e.g. ["city", "year"]. */
export const tokensIn = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
