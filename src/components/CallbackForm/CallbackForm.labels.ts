import { formatTime, rowsWithHours, type DayPart, type OpeningHoursRow, type Span } from "../../lib/opening-hours";
import type { CallbackField } from "./fields";

const WEEKDAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"] as const;
const PARTS: Record<DayPart, string> = {
  morning: "Vormittags",
  midday: "Mittags",
  afternoon: "Nachmittags",
  evening: "Abends",
};
/** "10–12 Uhr". */
const hours = ({ opens, closes }: Span) => `${formatTime(opens)}–${formatTime(closes)} Uhr`;

/**
 * Every fixed word of the callback request on /kontakt#rueckruf (CallbackSection, CallbackForm):
 * the section, the fields and their choices, the messages and what the form service and the
 * e-mail fallback receive. The choices are sent as the visitor reads them: the DJ reads them too.
 */
export const CALLBACK_LABELS = {
  form: "Rückrufbitte",
  fields: {
    name: "Ihr Name",
    telefon: "Ihre Telefonnummer",
    rueckrufTag: "Tag",
    zeitfenster: "Zeitfenster",
  } satisfies Record<CallbackField, string>,
  phoneHint: "Festnetz oder Handy, mit Vorwahl",
  /** The first choice of the day: no day in particular. */
  anyDay: "Nächster möglicher Tag",
  /** A row of the opening hours as a choice: "Mo–Fr (10–18 Uhr)", a single day written out: "Samstag (10–16 Uhr)". */
  dayOptions: (rows: readonly OpeningHoursRow[]): string[] =>
    rowsWithHours(rows).map(
      ({ days, span, weekdays }) => `${weekdays.length === 1 ? WEEKDAYS[weekdays[0]] : days} (${hours(span)})`,
    ),
  /** The first choice of the time window: any time within the hours. */
  anyTime: "Egal – innerhalb der Öffnungszeiten",
  /** "Vormittags (10–12 Uhr)". */
  window: (part: DayPart, span: Span) => `${PARTS[part]} (${hours(span)})`,
  /** Service fields: what kind of message this is, for the inbox's filters. */
  kind: "rueckruf",
  /** The form service's subject; without JavaScript the name is not known yet. */
  subject: (name: string) => `Rückrufbitte von ${name}`,
  subjectPlain: (host: string) => `Rückrufbitte über ${host}`,
  honeypot: "Dieses Feld bitte leer lassen",
  privacyNotice:
    "Datenschutzhinweis: Ihren Namen, Ihre Telefonnummer und Ihren Wunschtermin verarbeite ich nur, um Sie zurückzurufen (Art. 6 Abs. 1 lit. b DSGVO). Beim Absenden gehen die Angaben an meinen Formular-Dienstleister, der sie mir per E-Mail weiterleitet. Mehr dazu in der",
  privacyLink: "Datenschutzerklärung",
  submit: "Rückruf anfordern",
  /** What the visitor reads once it has arrived, above the emptied form; `wish` is the day and window chosen, if any. */
  sent: {
    title: (name: string) => `Danke, ${name} – Ihre Rückrufbitte ist angekommen.`,
    text: (phone: string, wish: string) =>
      `Ich rufe Sie unter ${phone} zurück${wish ? ` – Ihr Wunsch: ${wish}` : ", sobald ich erreichbar bin"}.`,
    again: "Weitere Rückrufbitte",
  },
  /** The e-mail the fallback prepares when sending fails. */
  mail: {
    subject: (name: string) => `Rückrufbitte${name ? ` von ${name}` : ""}`,
    body: (lines: string) =>
      `Guten Tag,\n\nbitte rufen Sie mich zurück (das Formular auf der Website ließ sich gerade nicht senden):\n\n${lines}\n`,
  },
} as const;

/** The messages: validation, and the toasts after sending. The failure is the enquiry's (spec section 8). */
export const CALLBACK_MESSAGES = {
  name: "Bitte geben Sie Ihren Namen an",
  telefon: "Bitte geben Sie eine gültige Telefonnummer an, unter der ich Sie zurückrufen kann",
  tooLong: (max: number) => `Bitte kürzen Sie auf höchstens ${max} Zeichen`,
  success: {
    title: "Vielen Dank für Ihre Rückrufbitte!",
    text: "Ich melde mich zur gewünschten Zeit bei Ihnen.",
  },
} as const;
