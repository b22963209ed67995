import { FIELD_ORDER, type EnquiryValues } from "./fields";
import { ENQUIRY_FORM_LABELS } from "./EnquiryForm.labels";

/**
 * The multipart fields sent to the form service (spec section 7): every non-empty field as text
 * (eventDatum is already dd.MM.yyyy), the honeypot, plus _subject and website.
 */
export function buildPayload(values: EnquiryValues, host: string): [string, string][] {
  const entries: [string, string][] = [];
  for (const name of FIELD_ORDER) {
    const value = (values[name] ?? "").trim();
    if (value) entries.push([name, value]);
  }
  if (values._gotcha) entries.push(["_gotcha", values._gotcha]);
  entries.push(["_subject", ENQUIRY_FORM_LABELS.subject(host)]);
  entries.push(["website", host]);
  return entries;
}

export const toFormData = (entries: [string, string][]): FormData => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
