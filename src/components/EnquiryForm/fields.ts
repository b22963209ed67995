/** Field names, labels, options and messages of the enquiry form (spec sections 3, 5 and 8). */
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
  /** Honeypot: stays empty for people; the form service drops submissions that fill it. */
  _gotcha?: string;
}

export type FieldName = Exclude<keyof EnquiryValues, "_gotcha">;

/** Form order; the first invalid field in this order gets focus after a failed submit. */
export const FIELD_ORDER: FieldName[] = [
  "anrede",
  "vorname",
  "nachname",
  "email",
  "telefon",
  "firma",
  "eventTyp",
  "eventDatum",
  "anzahlGaeste",
  "eventLocation",
  "nachricht",
  "budgetRahmen",
  "wieErfahren",
  "paketWunsch",
  "preisSchaetzung",
];

export const LABELS: Record<FieldName, string> = {
  anrede: "Anrede",
  vorname: "Vorname",
  nachname: "Nachname",
  email: "E-Mail-Adresse",
  telefon: "Telefon (optional)",
  firma: "Firma (optional)",
  eventTyp: "Art der Veranstaltung",
  eventDatum: "Datum der Veranstaltung (optional)",
  anzahlGaeste: "Anzahl der Gäste (optional)",
  eventLocation: "Event-Location",
  nachricht: "Ihre Nachricht",
  budgetRahmen: "Budgetrahmen (optional)",
  wieErfahren: "Wie haben Sie von mir erfahren? (optional)",
  paketWunsch: "Paketwunsch (Preisrechner)",
  preisSchaetzung: "Preisschätzung (Preisrechner)",
};

/**
 * Minimum lengths of spec section 5, also as HTML attributes: with JavaScript off the browser
 * checks them before the plain form post (with JavaScript, validate.ts gives the spec's messages).
 */
export const MIN_LENGTH: Partial<Record<FieldName, number>> = { vorname: 2, nachname: 2, eventLocation: 2, nachricht: 10 };

export interface Option {
  value: string;
  label: string;
}

export const ANREDE_OPTIONS: Option[] = [
  { value: "Herr", label: "Herr" },
  { value: "Frau", label: "Frau" },
  { value: "Divers", label: "Divers" },
];

export const EVENT_TYP_OPTIONS: Option[] = [
  { value: "firmenfeier", label: "Firmenfeier" },
  { value: "geburtstag", label: "Geburtstag" },
  { value: "hochzeit", label: "Hochzeit" },
  { value: "weihnachtsfeier", label: "Weihnachtsfeier" },
  { value: "jubilaeum", label: "Jubiläum" },
  { value: "private-party", label: "Private Party" },
  { value: "vereinsfeier", label: "Vereinsfeier" },
  { value: "sonstiges", label: "Sonstiges" },
];

export const BUDGET_OPTIONS: Option[] = [
  { value: "800-1200", label: "800 – 1.200 €" },
  { value: "1200-1800", label: "1.200 – 1.800 €" },
  { value: "1800-2500", label: "1.800 – 2.500 €" },
  { value: "2500+", label: "über 2.500 €" },
  { value: "besprechen", label: "Möchte ich persönlich besprechen" },
];

export const WIE_ERFAHREN_OPTIONS: Option[] = [
  { value: "google-suche", label: "Google-Suche" },
  { value: "empfehlung", label: "Empfehlung" },
  { value: "social-media", label: "Social Media" },
  { value: "website", label: "Website" },
  { value: "event-besucht", label: "Auf einem Event erlebt" },
  { value: "sonstiges", label: "Sonstiges" },
];

export const MESSAGES = {
  anrede: "Bitte wählen Sie eine Anrede",
  vorname: "Vorname ist erforderlich",
  nachname: "Nachname ist erforderlich",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  eventTyp: "Bitte wählen Sie einen Event-Typ",
  eventLocation: "Event-Location ist erforderlich",
  nachricht: "Bitte beschreiben Sie Ihre Anfrage ausführlicher",
  eventDatumFormat: "Bitte geben Sie das Datum im Format TT.MM.JJJJ ein",
  eventDatumPast: "Das Datum darf nicht in der Vergangenheit liegen",
  anzahlGaeste: "Bitte geben Sie die Gästezahl als ganze Zahl ein",
  success: { title: "Vielen Dank für Ihre Anfrage!", text: "Ich melde mich schnellstmöglich bei Ihnen zurück." },
  failure: { title: "Fehler beim Senden", text: "Bitte versuchen Sie es erneut oder kontaktieren Sie mich direkt." },
  submit: "Anfrage senden",
  submitting: "Wird gesendet...",
} as const;

/** The form's other fixed words (EnquiryForm, DateField, Calendar, FormField). */
export const FORM_LABELS = {
  form: "Anfrageformular",
  /** "Felder mit * sind Pflichtfelder." – the star is shown, "Stern" is read out instead. */
  requiredBefore: "Felder mit",
  requiredStar: "Stern",
  requiredAfter: "sind Pflichtfelder.",
  selectPlaceholder: "Bitte wählen",
  honeypot: "Dieses Feld bitte leer lassen",
  /**
   * The information notice above the submit button (Art. 13 DSGVO, first layer), before the privacy
   * link; a full stop follows it. It informs, it does not ask: the enquiry rests on Art. 6 Abs. 1
   * lit. b/f DSGVO, so no wording here may read as consent (no checkbox either, see the spec).
   */
  privacyNotice:
    "Datenschutzhinweis: Ihre Angaben aus diesem Formular verarbeite ich, um Ihre Anfrage zu beantworten und Ihnen ein Angebot zu erstellen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, bei Anfragen für ein Unternehmen Art. 6 Abs. 1 lit. f DSGVO (mein berechtigtes Interesse, Geschäftsanfragen zu beantworten). Beim Absenden gehen Ihre Angaben an meinen Formular-Dienstleister, der sie mir per E-Mail weiterleitet. Mehr dazu, auch zur Speicherdauer und zu Ihren Rechten, in der",
  privacyLink: "Datenschutzerklärung",
  /** Subject line of the plain (no-JavaScript) form post. */
  subject: (host: string) => `Neue Anfrage von ${host}`,
  date: {
    hint: "Format TT.MM.JJJJ – oder im Kalender auswählen",
    placeholder: "TT.MM.JJJJ",
    openCalendar: "Kalender öffnen",
    closeCalendar: "Kalender schließen",
    calendar: "Kalender: Datum der Veranstaltung wählen",
    loading: "Kalender wird geladen …",
    legendBooked: "ausgebucht",
    legendTentative: "angefragt (Option vergeben – fragen Sie trotzdem)",
    /** Appended to a day's name in the calendar: ", ausgebucht", ", angefragt", ", ausgewählt". */
    dayBooked: "ausgebucht",
    dayTentative: "angefragt",
    daySelected: "ausgewählt",
  },
} as const;

/** The way that cannot fail, offered when sending fails (SendFallback). */
export const FALLBACK_LABELS = {
  retry: "Erneut senden",
  email: "Per E-Mail senden",
  inline: "Das Senden hat nicht geklappt – Ihre Angaben sind noch da. Sie erreichen mich auch so:",
} as const;
