import { FIELD_ORDER, MAX_LENGTH, MIN_LENGTH, type EnquiryValues, type FieldName } from "./fields";
import { ENQUIRY_FORM_MESSAGES as MESSAGES } from "./EnquiryForm.labels";
import { dayOfLocalDate, parseGermanDay } from "../../model/calendar-day";

export type EnquiryErrors = Partial<Record<FieldName, string>>;

/** Filled by the Preisrechner, not typed: capped in mailto.ts and payload, never a message the visitor cannot see. */
const HIDDEN = new Set<FieldName>(["paketWunsch", "preisSchaetzung"]);

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
const trimmed = (value?: string) => (value ?? "").trim();

/** Spec section 5, plus format checks for the optional date and guest count. */
export function validateEnquiry(values: EnquiryValues, today: Date = new Date()): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (trimmed(values.anrede).length < 1) errors.anrede = MESSAGES.anrede;
  const tooShort = (name: "vorname" | "nachname" | "eventLocation" | "nachricht") =>
    trimmed(values[name]).length < (MIN_LENGTH[name] ?? 1);
  if (tooShort("vorname")) errors.vorname = MESSAGES.vorname;
  if (tooShort("nachname")) errors.nachname = MESSAGES.nachname;
  if (!EMAIL.test(trimmed(values.email))) errors.email = MESSAGES.email;
  if (!trimmed(values.eventTyp)) errors.eventTyp = MESSAGES.eventTyp;
  if (tooShort("eventLocation")) errors.eventLocation = MESSAGES.eventLocation;
  if (tooShort("nachricht")) errors.nachricht = MESSAGES.nachricht;

  const datum = trimmed(values.eventDatum);
  if (datum) {
    // The visitor's own calendar day: the form checks what they typed against their today.
    const day = parseGermanDay(datum);
    if (!day) errors.eventDatum = MESSAGES.eventDatumFormat;
    else if (day < dayOfLocalDate(today)) errors.eventDatum = MESSAGES.eventDatumPast;
  }
  const gaeste = trimmed(values.anzahlGaeste);
  if (gaeste && !/^\d{1,5}$/.test(gaeste)) errors.anzahlGaeste = MESSAGES.anzahlGaeste;
  // Over its limit (a draft or a script can hold more than the maxlength lets a visitor type):
  // the field's own message first, then this one.
  for (const name of FIELD_ORDER) {
    const length = (values[name] ?? "").length;
    if (length > MAX_LENGTH[name] && !errors[name] && !HIDDEN.has(name))
      errors[name] = MESSAGES.tooLong(MAX_LENGTH[name], length);
  }
  return errors;
}
