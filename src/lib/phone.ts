// The small metadata (about 20 kB gzipped): it checks a number's country code, area code and length.
// The go-live check (scripts/launch/values.ts) uses the full metadata, which knows every number range;
// a visitor's form must not refuse a real number from a range it does not know yet.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A phone number someone can be called back on, as E.164 ("+494012345678"), or null: it must have an
 * area code (a German number written with its leading 0, a foreign one with + or 00) and be valid
 * for its country. "040 1234 5678", "0171 2345678", "+43 1 2345678" pass; "12345" (no area code),
 * "040 12" and letters do not.
 */
export function callableNumber(text: string): string | null {
  const written = text.trim();
  if (!/^(\+|0)/.test(written) || /[a-z]/i.test(written)) return null;
  const number = parsePhoneNumberFromString(written, "DE");
  return number?.isValid() ? number.number : null;
}
