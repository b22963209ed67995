import { checkVAT, germany } from "jsvat";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * The go-live check's tests of single values (`npm run check:launch`, ./launch-check.ts): phone
 * numbers, VAT ID, e-mail, profile links and the live build's settings. Each returns why the value
 * cannot be the real business's, or null.
 */

/** Names, streets and words that only ever stand in for real ones. */
export const EXAMPLE_WORDS =
  /\b(?:Max(?:imilian)?\s+Muster\w*|Erika\s+Muster\w*|Muster(?:mann|frau|firma|stadt|straße|strasse|weg|dorf)\w*|Lorem\s+ipsum|John\s+Doe|Jane\s+Doe)\b/i;
/** VAT IDs with a valid check digit that are printed in examples and generators. */
const EXAMPLE_VAT_IDS = new Set(["DE123456789", "DE136695976", "DE111111125", "DE999999999", "DE000000000"]);
/** Domains reserved for examples and tests (RFC 2606, RFC 6761) and obvious stand-ins. */
export const EXAMPLE_DOMAIN =
  /(?:^|\.)(?:example|test|invalid|localhost|local)$|(?:^|\.)example\.(?:com|net|org|de)$|(?:^|\.)(?:beispiel|muster\w*|domain)\.de$/i;

/** A phone number that is typed as an example: a run such as 1234567, or one digit repeated. */
export function looksInvented(digits: string): boolean {
  const national = digits.replace(/\D/g, "").replace(/^49/, "").replace(/^0/, "");
  for (let i = 0; i + 6 <= national.length; i++) {
    const run = national.slice(i, i + 6);
    if ("0123456789".includes(run) || "9876543210".includes(run) || /^(\d)\1+$/.test(run)) return true;
  }
  return false;
}

/** Why a phone number cannot be the business's real one, or null. `mobile`: must be a mobile number (WhatsApp). */
export function phoneProblem(value: string, mobile = false): string | null {
  const number = parsePhoneNumberFromString(value, "DE");
  if (!number || !number.isValid()) return "ist keine gültige deutsche Rufnummer";
  if (looksInvented(number.number)) return "ist eine erfundene Beispielnummer (Ziffernfolge)";
  if (mobile && !["MOBILE", "FIXED_LINE_OR_MOBILE"].includes(number.getType() ?? ""))
    return "ist keine Mobilfunknummer (WhatsApp braucht eine)";
  return null;
}

/** Why a VAT ID is not a real German USt-IdNr., or null. Empty is allowed: not every small business has one. */
export function vatIdProblem(value: string): string | null {
  const id = value.replace(/\s+/g, "").toUpperCase();
  if (!id) return null;
  if (EXAMPLE_VAT_IDS.has(id)) return "ist eine bekannte Beispielnummer";
  if (!checkVAT(id, [germany]).isValid)
    return "ist keine gültige deutsche USt-IdNr. (DE und 9 Ziffern mit gültiger Prüfziffer)";
  return null;
}

/** Why an e-mail address cannot be the business's, or null. */
export function emailProblem(value: string): string | null {
  const domain = value.split("@")[1] ?? "";
  if (EXAMPLE_DOMAIN.test(domain)) return `liegt auf der Beispiel- oder Testdomain „${domain}“`;
  if (EXAMPLE_WORDS.test(value.split("@")[0] ?? "")) return "ist eine Beispieladresse";
  return null;
}

/** Why a link cannot be a business's own profile: a search, a platform's home page, an example domain. */
export function profileUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "ist keine gültige Adresse";
  }
  if (EXAMPLE_DOMAIN.test(url.hostname)) return `liegt auf der Beispieldomain „${url.hostname}“`;
  const search =
    /(?:^|\/)(?:search|suche|results?)(?:\/|$)/i.test(url.pathname) ||
    ["q", "query", "find_desc", "search"].some((k) => url.searchParams.has(k));
  if (search) return "ist eine Suche, kein Profil – Besucher landen so auch bei Mitbewerbern";
  if (/^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?$/i.test(url.pathname))
    return "ist die Startseite des Portals, nicht Ihr Profil";
  return null;
}

/** What a live build's address setting must be: its message when unset, and why a host cannot be the live one. */
const LIVE_ADDRESSES = [
  {
    variable: "SITE_URL",
    unset: "ist nicht gesetzt – Canonical-Links, Sitemap und strukturierte Daten nennen sonst eine Beispieladresse",
    hostProblem: (host: string) => (EXAMPLE_DOMAIN.test(host) ? `nennt die Beispieldomain „${host}“` : null),
  },
  {
    variable: "GATSBY_ENQUIRY_ENDPOINT",
    unset: "ist nicht gesetzt – das Anfrageformular könnte keine Anfragen senden",
    hostProblem: (host: string) =>
      EXAMPLE_DOMAIN.test(host) || /^(?:127\.|0\.0\.0\.0|\[?::1\]?$)/.test(host)
        ? `zeigt auf „${host}“, nicht auf den Formular-Dienst`
        : null,
  },
] as const;

/** Why a live build's setting is missing or an example, per variable. */
export function environmentProblems(env: NodeJS.ProcessEnv): { variable: string; message: string }[] {
  const problems: { variable: string; message: string }[] = [];
  for (const { variable, unset, hostProblem } of LIVE_ADDRESSES) {
    const value = env[variable]?.trim();
    let message: string | null = unset;
    if (value) {
      try {
        message = hostProblem(new URL(value).hostname);
      } catch {
        message = `ist keine gültige Adresse: „${value}“`;
      }
    }
    if (message) problems.push({ variable, message });
  }
  return problems;
}
