import { callableNumber } from "../../lib/phone";
import {
  CALLBACK_FIELDS,
  CALLBACK_MAX_LENGTH,
  CALLBACK_MIN_NAME,
  type CallbackField,
  type CallbackValues,
} from "./fields";
import { CALLBACK_MESSAGES as MESSAGES } from "./CallbackForm.labels";

export type CallbackErrors = Partial<Record<CallbackField, string>>;

/** A name, and a number with its area code that is valid for its country (src/lib/phone.ts). */
export function validateCallback(values: CallbackValues): CallbackErrors {
  const errors: CallbackErrors = {};
  if ((values.name ?? "").trim().length < CALLBACK_MIN_NAME) errors.name = MESSAGES.name;
  if (!callableNumber(values.telefon ?? "")) errors.telefon = MESSAGES.telefon;
  for (const name of CALLBACK_FIELDS)
    if ((values[name] ?? "").length > CALLBACK_MAX_LENGTH[name] && !errors[name])
      errors[name] = MESSAGES.tooLong(CALLBACK_MAX_LENGTH[name]);
  return errors;
}
