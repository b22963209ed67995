import { checkVAT, germany } from "jsvat";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * The go-live check's tests of single values (`npm run check:launch`, ./check.ts): phone
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
    return webAddressProblem(value) ?? "ist keine gültige Adresse";
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

/** Why a value cannot be a web address: the owner typed `www.…` without `https://`, or `http://`. */
export function webAddressProblem(value: string, secure = true): string | null {
  const example = `https://${value.replace(/^\w+:\/*/, "").replace(/\/.*$/, "") || "www.ihre-domain.de"}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `ist keine vollständige Adresse – sie muss mit https:// beginnen, z. B. „${example}“`;
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname.includes("."))
    return `ist keine vollständige Adresse – sie muss mit https:// beginnen, z. B. „${example}“`;
  if (secure && url.protocol !== "https:") return `beginnt mit http:// – bitte https:// verwenden („${example}“)`;
  return null;
}

/** A setting the live build reads from the host's environment. */
export interface HostSetting {
  variable: string;
  /** What it holds, for the owner. */
  what: string;
  /** Why a set value cannot be the live one, or null. */
  problem: (value: string) => string | null;
  /** When unset: why that is a problem. */
  unset: string;
}

/** The live build's address settings (`npm run check:launch -- --live`). */
export const HOST_ADDRESSES: readonly HostSetting[] = [
  {
    variable: "SITE_URL",
    what: "die Adresse Ihrer Website mit https://, z. B. https://www.ihre-domain.de",
    unset: "ist nicht gesetzt – Canonical-Links, Sitemap und strukturierte Daten nennen sonst eine Beispieladresse",
    problem: (value) => {
      const problem = webAddressProblem(value);
      if (problem) return problem;
      const host = new URL(value).hostname;
      return EXAMPLE_DOMAIN.test(host)
        ? `nennt die Beispieldomain „${host}“ – bitte Ihre eigene Domain eintragen`
        : null;
    },
  },
  {
    variable: "GATSBY_ENQUIRY_ENDPOINT",
    what: "die Adresse Ihres Formspree-Formulars, z. B. https://formspree.io/f/abcdwxyz (Formspree → Ihr Formular → Integration)",
    unset: "ist nicht gesetzt – das Anfrageformular könnte keine Anfragen senden",
    problem: (value) => {
      const problem = webAddressProblem(value);
      if (problem) return problem;
      const host = new URL(value).hostname;
      return EXAMPLE_DOMAIN.test(host) || /^(?:127\.|0\.0\.0\.0|\[?::1\]?$)/.test(host)
        ? `zeigt auf „${host}“, nicht auf den Formular-Dienst – bitte die Adresse aus Formspree eintragen`
        : null;
    },
  },
];
