import { FIELD_ORDER, MAX_LENGTH, type EnquiryValues, type FieldName, type Option } from "./fields";
import { ENQUIRY_FORM_LABELS as L, budgetOptions } from "./EnquiryForm.labels";
import { AFTER_SEND_LABELS as A } from "./AfterSend.labels";

/** The budget's values are net euros: in text they are shown as such ("800 – 1.200 € zzgl. MwSt."). */
const OPTIONS: Partial<Record<FieldName, readonly Option[]>> = {
  ...L.options,
  budgetRahmen: budgetOptions("business", 0),
};

/**
 * The longest message the e-mail link carries: mail programs (Outlook on Windows among them) cut
 * or refuse links of a few thousand characters, every umlaut and line break takes three to six
 * once encoded, and browsers stop at 2 MB. A longer message is shortened and says so (issue 41).
 */
export const MAILTO_MESSAGE_MAX = 1500;

/** "Telefon (optional)" → "Telefon". */
const plainLabel = (name: FieldName) => L.fields[name].replace(/\s*\(optional\)$/, "");
const shown = (name: FieldName, value: string) => OPTIONS[name]?.find((o) => o.value === value)?.label ?? value;

/** Each filled field as label and the value as the visitor chose it, in form order. */
export const enquiryLines = (values: EnquiryValues): { name: FieldName; label: string; value: string }[] =>
  FIELD_ORDER.filter((name) => values[name]?.trim()).map((name) => ({
    name,
    label: plainLabel(name),
    value: shown(name, values[name]!.trim()),
  }));

/** Whether the e-mail link shortens the message (SendFallback says so next to it). */
export const mailtoShortens = (values: EnquiryValues): boolean =>
  (values.nachricht ?? "").trim().length > MAILTO_MESSAGE_MAX;

/** A field's value as the e-mail carries it: the message up to MAILTO_MESSAGE_MAX, the others up to their limit. */
function mailValue(name: FieldName, value: string): string {
  if (name !== "nachricht") return value.slice(0, MAX_LENGTH[name]);
  if (value.length <= MAILTO_MESSAGE_MAX) return value;
  return `${value.slice(0, MAILTO_MESSAGE_MAX)} …\n${A.mail.shortened(MAILTO_MESSAGE_MAX, value.length)}`;
}

/** The enquiry as e-mail text: one "Feld: Wert" line per filled field, in form order. */
export function enquiryText(values: EnquiryValues): string {
  const forMail: EnquiryValues = {};
  for (const name of FIELD_ORDER) if (values[name]) forMail[name] = mailValue(name, values[name]!.trim());
  return enquiryLines(forMail)
    .map(({ label, value }) => `${label}: ${value}`)
    .join("\n");
}

/**
 * A mailto: link to the business carrying every filled field: the way to send that cannot fail
 * when the form service does not answer. Line breaks as CRLF, as RFC 6068 asks.
 */
export function enquiryMailto(values: EnquiryValues, to: string): string {
  const name = [values.vorname, values.nachname]
    .map((v) => v?.trim().slice(0, MAX_LENGTH.vorname))
    .filter(Boolean)
    .join(" ");
  const subject = A.mail.subject(name);
  const body = A.mail.body(enquiryText(values));
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}
