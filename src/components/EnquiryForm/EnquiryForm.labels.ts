import type { FieldName, Option } from "./fields";
import { formatEuros, grossPrice, type CustomerType } from "../../lib/pricing";
import { EVENT_TYPES } from "../../model/event-types";
import { formatWholeNumber } from "../../lib/german-number";

/**
 * Every fixed word of the enquiry form (EnquiryForm, FormField, DateField, Calendar, SendFallback,
 * the mailto and the form service's subject): field labels  and options (spec section 3) and the
 * form's other words. The messages of spec sections 4, 5 and 8 are ENQUIRY_FORM_MESSAGES below.
 */
export const ENQUIRY_FORM_LABELS = {
  fields: {
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
    angebotNr: "Angebot Nr. (Angebot zum Weiterleiten)",
  } satisfies Record<FieldName, string>,
  /** The choices of the select fields: the value is what the form service receives, the label what the visitor reads. */
  options: {
    anrede: [
      { value: "Herr", label: "Herr" },
      { value: "Frau", label: "Frau" },
      { value: "Divers", label: "Divers" },
    ],
    eventTyp: EVENT_TYPES,
    wieErfahren: [
      { value: "google-suche", label: "Google-Suche" },
      { value: "empfehlung", label: "Empfehlung" },
      { value: "social-media", label: "Social Media" },
      { value: "website", label: "Website" },
      { value: "event-besucht", label: "Auf einem Event erlebt" },
      { value: "sonstiges", label: "Sonstiges" },
    ],
  } satisfies Partial<Record<FieldName, readonly Option[]>>,
  form: "Anfrageformular",
  /** The form's three groups, in the order a visitor thinks about a booking. */
  groups: {
    celebration: "Ihre Feier",
    person: "Ihre Kontaktdaten",
    message: "Ihre Nachricht",
    /** Read out after a group's legend: "Schritt 1 von 3". */
    stepOf: (step: number) => `(Schritt ${step} von 3)`,
  },
  locationHint: "Name oder Adresse der Location – steht sie noch nicht fest, reicht der Ort.",
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
  /** Subject line at the form service (spec section 7), with JavaScript and in the plain form post. */
  subject: (host: string) => `Neue Anfrage von ${host}`,
  date: {
    hint: "Format TT.MM.JJJJ – oder im Kalender auswählen",
    placeholder: "TT.MM.JJJJ",
    openCalendar: "Kalender öffnen",
    closeCalendar: "Kalender schließen",
    calendar: "Kalender: Datum der Veranstaltung wählen",
    chooseMonth: "Monat wählen",
    chooseYear: "Jahr wählen",
    loading: "Kalender wird geladen …",
    legendBooked: "ausgebucht",
    legendTentative: "angefragt (Option vergeben – fragen Sie trotzdem)",
    /** Appended to a day's name in the calendar: ", ausgebucht", ", angefragt", ", ausgewählt". */
    dayBooked: "ausgebucht",
    dayTentative: "angefragt",
    daySelected: "ausgewählt",
  },
  /** The way that cannot fail, offered when sending fails (SendFallback, and EnquiryForm's basic fallback). */
  fallback: {
    retry: "Erneut senden",
    email: "Per E-Mail senden",
    inline: "Das Senden hat nicht geklappt – Ihre Angaben sind noch da. Sie erreichen mich auch so:",
    /** Before the phone number. */
    call: "Anrufen:",
    /** Next to "Per E-Mail senden" when the message is too long for an e-mail link (mailto.ts). */
    shortened: (kept: number) =>
      `Ihre Nachricht ist lang: In der E-Mail stehen die ersten ${formatWholeNumber(kept)} Zeichen. Den vollständigen Text finden Sie weiter im Formular – bitte fügen Sie den Rest in die E-Mail ein.`,
  },
  /** Under a text field whose limit is reached: the browser takes no more characters. */
  limitReached: (max: number) => `Höchstens ${formatWholeNumber(max)} Zeichen – mehr Text wird nicht übernommen.`,
} as const;

/**
 * The budget choices (spec: 800-1200, 1200-1800, 1800-2500, 2500+, besprechen; the values are net euros,
 * like the packages). Their labels say which figure they show, as the price switch does: gross with VAT
 * for a private customer (PAngV), net plus VAT for a business; the value sent stays the spec's.
 */
const BUDGET_RANGES: readonly { value: string; from: number; to?: number }[] = [
  { value: "800-1200", from: 800, to: 1200 },
  { value: "1200-1800", from: 1200, to: 1800 },
  { value: "1800-2500", from: 1800, to: 2500 },
  { value: "2500+", from: 2500 },
];

export function budgetOptions(customer: CustomerType, vatRate: number): Option[] {
  const euros = (net: number) => formatEuros(customer === "private" ? grossPrice(net, vatRate) : net);
  const vat = customer === "private" ? "inkl. MwSt." : "zzgl. MwSt.";
  return [
    ...BUDGET_RANGES.map(({ value, from, to }) => ({
      value,
      label: to === undefined ? `über ${euros(from)} € ${vat}` : `${euros(from)} – ${euros(to)} € ${vat}`,
    })),
    { value: "besprechen", label: "Möchte ich persönlich besprechen" },
  ];
}

/** The messages of the spec: validation (section 5), sending (section 4) and the toasts (section 8). */
export const ENQUIRY_FORM_MESSAGES = {
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
  /** A text over its field's limit (fields.ts MAX_LENGTH). */
  tooLong: (max: number, length: number) =>
    `Bitte kürzen Sie auf höchstens ${formatWholeNumber(max)} Zeichen (jetzt ${formatWholeNumber(length)})`,
  success: { title: "Vielen Dank für Ihre Anfrage!", text: "Ich melde mich schnellstmöglich bei Ihnen zurück." },
  failure: { title: "Fehler beim Senden", text: "Bitte versuchen Sie es erneut oder kontaktieren Sie mich direkt." },
  submit: "Anfrage senden",
  submitting: "Wird gesendet...",
} as const;
