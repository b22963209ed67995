import { CALLBACK_FIELDS, CALLBACK_MAX_LENGTH, type CallbackValues } from "./fields";
import { CALLBACK_LABELS as L } from "./CallbackForm.labels";

/** The service field that tells a callback request from an enquiry (the inbox filters on it). */
export const KIND_FIELD = "anfrageArt";

/**
 * The multipart fields sent to the form service, as the enquiry's (EnquiryForm/payload.ts): every
 * non-empty field as text and at most its length, the kind `anfrageArt: rueckruf`, the honeypot,
 * `_subject` ("Rückrufbitte von Jana Schulz") and `website`.
 */
export function buildCallbackPayload(values: CallbackValues, host: string): [string, string][] {
  const entries: [string, string][] = [];
  for (const name of CALLBACK_FIELDS) {
    const value = (values[name] ?? "").trim().slice(0, CALLBACK_MAX_LENGTH[name]);
    if (value) entries.push([name, value]);
  }
  entries.push([KIND_FIELD, L.kind]);
  if (values._gotcha) entries.push(["_gotcha", values._gotcha]);
  entries.push(["_subject", L.subject((values.name ?? "").trim().slice(0, CALLBACK_MAX_LENGTH.name))]);
  entries.push(["website", host]);
  return entries;
}
