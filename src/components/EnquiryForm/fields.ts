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

/**
 * Longest values of the text fields (issue 41), as maxlength attributes and in validate.ts with its
 * own message: a name or a message without limit would be kept in the draft and posted whole
 * (3,000,000 characters were), and its mailto fallback would outgrow any browser's URL limit.
 */
export const MAX_LENGTH: Record<FieldName, number> = {
  anrede: 20,
  vorname: 80,
  nachname: 80,
  email: 254,
  telefon: 40,
  firma: 120,
  eventTyp: 40,
  eventDatum: 20,
  anzahlGaeste: 10,
  eventLocation: 200,
  nachricht: 10_000,
  budgetRahmen: 40,
  wieErfahren: 40,
  paketWunsch: 500,
  preisSchaetzung: 200,
  angebotNr: 20,
};

export interface Option {
  value: string;
  label: string;
}
