import { MESSAGES, type EnquiryValues, type FieldName } from "./fields";
import { parseGermanDate } from "../../lib/dates";

export type EnquiryErrors = Partial<Record<FieldName, string>>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
const trimmed = (value?: string) => (value ?? "").trim();

/** Spec section 5, plus format checks for the optional date and guest count. */
export function validateEnquiry(values: EnquiryValues, today: Date = new Date()): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (trimmed(values.anrede).length < 1) errors.anrede = MESSAGES.anrede;
  if (trimmed(values.vorname).length < 2) errors.vorname = MESSAGES.vorname;
  if (trimmed(values.nachname).length < 2) errors.nachname = MESSAGES.nachname;
  if (!EMAIL.test(trimmed(values.email))) errors.email = MESSAGES.email;
  if (!trimmed(values.eventTyp)) errors.eventTyp = MESSAGES.eventTyp;
  if (trimmed(values.eventLocation).length < 2) errors.eventLocation = MESSAGES.eventLocation;
  if (trimmed(values.nachricht).length < 10) errors.nachricht = MESSAGES.nachricht;

  const datum = trimmed(values.eventDatum);
  if (datum) {
    const parsed = parseGermanDate(datum);
    const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
    if (!parsed) errors.eventDatum = MESSAGES.eventDatumFormat;
    else if (parsed < startOfToday) errors.eventDatum = MESSAGES.eventDatumPast;
  }
  const gaeste = trimmed(values.anzahlGaeste);
  if (gaeste && !/^\d{1,5}$/.test(gaeste)) errors.anzahlGaeste = MESSAGES.anzahlGaeste;
  return errors;
}
