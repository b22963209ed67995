/** Field names and rules of the enquiry form (spec sections 3 and 5); its words are in EnquiryForm.labels.ts. */
export interface EnquiryValues {
  anrede?: string;
  vorname?: string;
  nachname?: string;
  email?: string;
  telefon?: string;
  firma?: string;
  eventTyp?: string;
  eventDatum?: string;
  anzahlGaeste?: string;
  eventLocation?: string;
  nachricht?: string;
  budgetRahmen?: string;
  wieErfahren?: string;
  /** From the Preisrechner (issue: price estimate): the chosen package and extras, and the estimate. Hidden fields. */
  paketWunsch?: string;
  preisSchaetzung?: string;
  /** The number of the quote being accepted (/angebot → /kontakt?angebot=…). Hidden field. */
  angebotNr?: string;
  /** Honeypot: stays empty for people; the form service drops submissions that fill it. */
  _gotcha?: string;
}

export type FieldName = Exclude<keyof EnquiryValues, "_gotcha">;

/** Form order; the first invalid field in this order gets focus after a failed submit. */
export const FIELD_ORDER: FieldName[] = [
  "eventTyp",
  "eventDatum",
  "anzahlGaeste",
  "eventLocation",
  "anrede",
  "firma",
  "vorname",
  "nachname",
  "email",
  "telefon",
  "nachricht",
  "budgetRahmen",
  "wieErfahren",
  "paketWunsch",
  "preisSchaetzung",
  "angebotNr",
];

/**
 * Minimum lengths of spec section 5, also as HTML attributes: with JavaScript off the browser
 * checks them before the plain form post (with JavaScript, validate.ts gives the spec's messages).
 */
export const MIN_LENGTH: Partial<Record<FieldName, number>> = {
  vorname: 2,
  nachname: 2,
  eventLocation: 2,
  nachricht: 10,
};

export interface Option {
  value: string;
  label: string;
}
