import { FIELD_ORDER, type EnquiryValues, type FieldName, type Option } from "./fields";
import { ENQUIRY_FORM_LABELS as L, budgetOptions } from "./EnquiryForm.labels";

/** The budget's values are net euros: in text they are shown as such ("800 – 1.200 € zzgl. MwSt."). */
const OPTIONS: Partial<Record<FieldName, readonly Option[]>> = {
  ...L.options,
  budgetRahmen: budgetOptions("business", 0),
};

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

/** The enquiry as e-mail text: one "Feld: Wert" line per filled field, in form order. */
export function enquiryText(values: EnquiryValues): string {
  return enquiryLines(values)
    .map(({ label, value }) => `${label}: ${value}`)
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
