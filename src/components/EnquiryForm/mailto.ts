import { FIELD_ORDER, MAX_LENGTH, type EnquiryValues, type FieldName } from "./fields";
import { ENQUIRY_FORM_LABELS as L } from "./EnquiryForm.labels";

const OPTIONS: Partial<Record<FieldName, readonly Option[]>> = L.options;
type Option = { value: string; label: string };

/**
 * The longest message the e-mail link carries: mail programs (Outlook on Windows among them) cut
 * or refuse links of a few thousand characters, every umlaut and line break takes three to six
 * once encoded, and browsers stop at 2 MB. A longer message is shortened and says so (issue 41).
 */
export const MAILTO_MESSAGE_MAX = 1500;

/** "Telefon (optional)" → "Telefon". */
const plainLabel = (name: FieldName) => L.fields[name].replace(/\s*\(optional\)$/, "");
const shown = (name: FieldName, value: string) => OPTIONS[name]?.find((o) => o.value === value)?.label ?? value;

/** Whether the e-mail link shortens the message (SendFallback says so next to it). */
export const mailtoShortens = (values: EnquiryValues): boolean =>
  (values.nachricht ?? "").trim().length > MAILTO_MESSAGE_MAX;

/** A field's value as the e-mail carries it: the message up to MAILTO_MESSAGE_MAX, the others up to their limit. */
function mailValue(name: FieldName, value: string): string {
  if (name !== "nachricht") return value.slice(0, MAX_LENGTH[name]);
  if (value.length <= MAILTO_MESSAGE_MAX) return value;
  return `${value.slice(0, MAILTO_MESSAGE_MAX)} …\n${L.mail.shortened(MAILTO_MESSAGE_MAX, value.length)}`;
}

/** The enquiry as e-mail text: one "Feld: Wert" line per filled field, in form order. */
export function enquiryText(values: EnquiryValues): string {
  return FIELD_ORDER.filter((name) => values[name]?.trim())
    .map((name) => `${plainLabel(name)}: ${shown(name, mailValue(name, values[name]!.trim()))}`)
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
  const subject = L.mail.subject(name);
  const body = L.mail.body(enquiryText(values));
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}
