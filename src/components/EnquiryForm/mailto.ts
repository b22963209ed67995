import { FIELD_ORDER, type EnquiryValues, type FieldName, type Option } from "./fields";
import { ENQUIRY_FORM_LABELS as L } from "./EnquiryForm.labels";

const OPTIONS: Partial<Record<FieldName, readonly Option[]>> = L.options;

/** "Telefon (optional)" → "Telefon". */
const plainLabel = (name: FieldName) => L.fields[name].replace(/\s*\(optional\)$/, "");
const shown = (name: FieldName, value: string) => OPTIONS[name]?.find((o) => o.value === value)?.label ?? value;

/** The enquiry as e-mail text: one "Feld: Wert" line per filled field, in form order. */
export function enquiryText(values: EnquiryValues): string {
  return FIELD_ORDER.filter((name) => values[name]?.trim())
    .map((name) => `${plainLabel(name)}: ${shown(name, values[name]!.trim())}`)
    .join("\n");
}

/**
 * A mailto: link to the business carrying every filled field: the way to send that cannot fail
 * when the form service does not answer. Line breaks as CRLF, as RFC 6068 asks.
 */
export function enquiryMailto(values: EnquiryValues, to: string): string {
  const name = [values.vorname, values.nachname]
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(" ");
  const subject = L.mail.subject(name);
  const body = L.mail.body(enquiryText(values));
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}
