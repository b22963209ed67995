import { CALLBACK_FIELDS, CALLBACK_MAX_LENGTH, type CallbackValues } from "./fields";
import { CALLBACK_LABELS as L } from "./CallbackForm.labels";

/** The request as e-mail text: one "Feld: Wert" line per filled field, in form order. */
export const callbackText = (values: CallbackValues): string =>
  CALLBACK_FIELDS.filter((name) => values[name]?.trim())
    .map((name) => `${L.fields[name]}: ${values[name]!.trim().slice(0, CALLBACK_MAX_LENGTH[name])}`)
    .join("\n");

/** A mailto: link carrying the request, for when the form service does not answer (CRLF, as RFC 6068 asks). */
export function callbackMailto(values: CallbackValues, to: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  const name = (values.name ?? "").trim().slice(0, CALLBACK_MAX_LENGTH.name);
  return `mailto:${to}?subject=${encode(L.mail.subject(name))}&body=${encode(L.mail.body(callbackText(values)))}`;
}
