/**
 * German that fits its noun: "Ihre" belongs before a feminine noun or a plural ("Ihre Hochzeit",
 * "Ihre Gäste"), never before a masculine or neuter one ("Ihre Geburtstag" is wrong: "Ihren
 * Geburtstag", "Ihr Sommerfest"). Headings that take an occasion's name are whole sentences in
 * content (e.g. occasions' locationsTitle); this rule catches a fixed word put before a name.
 */

/** Masculine and neuter nouns (singular) a page names occasions and events by. */
const NOT_FEMININE = [
  "Geburtstag",
  "Abiball",
  "Ball",
  "Polterabend",
  "Abend",
  "Junggesellenabschied",
  "Junggesellinnenabschied",
  "Empfang",
  "Anlass",
  "Termin",
  "Jubiläum",
  "Firmenjubiläum",
  "Fest",
  "Sommerfest",
  "Betriebsfest",
  "Vereinsfest",
  "Familienfest",
  "Hochzeitsfest",
  "Event",
  "Firmenevent",
  "Dinner",
  "Geburtstagsfest",
];

const WRONG = new RegExp(`\\bIhre\\s+(?:\\d+\\.\\s+|runde[nr]?\\s+)?(${NOT_FEMININE.join("|")})\\b`, "g");

/** "Ihre Geburtstag" and the like in a text: the wrong phrases, as written. */
export const wrongArticles = (text: string): string[] =>
  [...text.matchAll(WRONG)].map((m) => m[0].replace(/\s+/g, " "));
