import {
  ANREDE_OPTIONS,
  BUDGET_OPTIONS,
  EVENT_TYP_OPTIONS,
  FIELD_ORDER,
  LABELS,
  WIE_ERFAHREN_OPTIONS,
  type EnquiryValues,
  type FieldName,
  type Option,
} from "./fields";

const OPTIONS: Partial<Record<FieldName, Option[]>> = {
  anrede: ANREDE_OPTIONS,
  eventTyp: EVENT_TYP_OPTIONS,
  budgetRahmen: BUDGET_OPTIONS,
  wieErfahren: WIE_ERFAHREN_OPTIONS,
};

/** "Telefon (optional)" → "Telefon". */
const plainLabel = (name: FieldName) => LABELS[name].replace(/\s*\(optional\)$/, "");
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
  const subject = `Anfrage über die Website${name ? ` von ${name}` : ""}`;
  const body = `Guten Tag,\n\nhier ist meine Anfrage (das Formular auf der Website ließ sich gerade nicht senden):\n\n${enquiryText(values)}\n`;
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}
