/** Fixed words of /kontakt's sections that are not the editor's (those are in content/texts/texts.yaml → contact). */
export const CONTACT_LABELS = {
  /** The occasion with the town of the city page the visitor came from: "Weihnachtsfeier in Kiel". */
  inTown: (occasion: string, town: string) => `${occasion} in ${town}`,
  /** Without an occasion: "Ihre Feier in Kiel". */
  anyOccasion: "Ihre Feier",
  /** Arriving from an "Angebot zum Weiterleiten" (/angebot). */
  acceptQuote: (number: string) => `Anfrage zu Angebot Nr. ${number}`,
} as const;
