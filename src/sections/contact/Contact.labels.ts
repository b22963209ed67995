/** Fixed words of /kontakt's sections that are not the editor's (those are in content/texts/texts.yaml → contact). */
export const CONTACT_LABELS = {
  /** The occasion with the town of the city page the visitor came from: "Weihnachtsfeier in Kiel". */
  inTown: (occasion: string, town: string) => `${occasion} in ${town}`,
  /** Without an occasion: "Ihre Feier in Kiel". */
  anyOccasion: "Ihre Feier",
  /** The occasion with the day of the date check: "Hochzeit am Samstag, 11. September 2027". */
  onDay: (occasion: string, date: string) => `${occasion} am ${date}`,
  /** Company and name from the quote: "Anfrage von Anna Schmidt (Muster GmbH)", or one of them. */
  fromPersonOf: (name: string, company: string) => `Anfrage von ${name} (${company})`,
  from: (nameOrCompany: string) => `Anfrage von ${nameOrCompany}`,
  /** Arriving from an "Angebot zum Weiterleiten" (/angebot). */
  acceptQuote: (number: string) => `Anfrage zu Angebot Nr. ${number}`,
  /**
   * The callback request's heading and lead (CallbackSection). Here, not with the form's words
   * (CallbackForm.labels): the section is in the page's first load, the form's code comes later.
   */
  callback: {
    title: "Lieber zurückgerufen werden?",
    text: "Sie erreichen mich gerade nicht oder telefonieren lieber zu einer Zeit, die Ihnen passt? Hinterlassen Sie Namen und Nummer – ich rufe Sie im gewünschten Zeitfenster zurück.",
  },
} as const;
