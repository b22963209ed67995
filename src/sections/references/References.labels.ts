/** German copy of the references (/referenzen, the occasion pages' section, the location cards). */
export const REFERENCES_LABELS = {
  metaTitle: "Referenzen: gespielte Feiern in Hamburg und im Norden",
  metaDescription:
    "Hochzeiten, Firmenfeiern und Geburtstage, die ich als DJ gespielt habe – mit Datum, Location, Ort und Gästezahl. Zum Nachfragen und Vergleichen.",
  breadcrumb: "Referenzen",
  eyebrow: "Referenzen",
  title: "Feiern, die ich gespielt habe",
  text: "Datum, Anlass, Location und Ort jeder Feier – und in ein paar Sätzen, was an dem Abend wichtig war. Fragen Sie gern nach einer Feier, die Ihrer ähnelt.",
  cta: "Termin anfragen",
  listTitle: "Alle Feiern, die neuesten zuerst",
  guests: (n: number) => `${n} Gäste`,
  venue: "Location",
  town: "Ort",
  occasionLink: (name: string) => `Mehr zum Anlass ${name}`,
  cityLink: (town: string) => `DJ in ${town}`,
  locationLink: (venue: string) => `${venue} bei den Locations`,
  quoteOn: (profile: string) => `veröffentlicht auf ${profile}`,
  ctaTitle: "Ihre Feier als nächste?",
  ctaText: "Schreiben Sie mir Datum, Ort und Anlass – ich antworte mit einem Vorschlag und einem festen Preis.",
  /** The section on an occasion page. */
  occasionEyebrow: "Referenzen",
  occasionTitle: (name: string) => `Zuletzt gespielt: ${name}`,
  /** The same section on a city page: "Zuletzt gespielt in Kiel". */
  cityTitle: (place: string) => `Zuletzt gespielt in ${place}`,
  allReferences: "Alle Referenzen ansehen",
  /** The small link lines on the home page and the guide. */
  linkLine: "Gespielte Feiern mit Datum und Location:",
  linkText: "Referenzen ansehen",
  /** A location card. */
  playedThere: (n: number) => (n === 1 ? "1 Feier hier gespielt" : `${n} Feiern hier gespielt`),
} as const;
