import { FIELD_ORDER, MAX_LENGTH, type EnquiryValues } from "./fields";
import { ENQUIRY_FORM_LABELS } from "./EnquiryForm.labels";
import type { EnquirySource } from "../../lib/enquiry-source";

/** Where the enquiry started (src/lib/enquiry-source.ts), as the form service receives it. */
export const SOURCE_FIELDS = { page: "quelleSeite", way: "quelleWeg" } as const;

/**
 * The multipart fields sent to the form service (spec section 7): every non-empty field as text
 * (eventDatum is already dd.MM.yyyy) and at most its MAX_LENGTH, where the enquiry started when that is known, the honeypot,
 * plus _subject and website.
 */
export function buildPayload(values: EnquiryValues, host: string, source?: EnquirySource | null): [string, string][] {
  const entries: [string, string][] = [];
  for (const name of FIELD_ORDER) {
    // validate.ts refuses what the visitor typed over a limit; this only caps the hidden fields.
    const value = (values[name] ?? "").trim().slice(0, MAX_LENGTH[name]);
    if (value) entries.push([name, value]);
  }
  if (source?.page) entries.push([SOURCE_FIELDS.page, source.page]);
  if (source?.way) entries.push([SOURCE_FIELDS.way, source.way]);
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
