import { QUOTE_NUMBER_PATTERN } from "../model/routes";

/**
 * What /angebot and /kontakt check in an address before they show it: a quote number of the form the
 * quote page makes, a real calendar day, free text without control or bidi characters and of a
 * sensible length. Small on purpose: /kontakt loads it with its first view, the quote itself not.
 */

/** "2026-02-30" → null: a yyyy-mm-dd that is a real calendar day, else null. */
export function parseQuoteDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? (value as string) : null;
}

/**
 * Whether a text is a quote number of the form quoteNumber() makes: "A-", a real calendar day as
 * yyyymmdd, "-", six characters 0-9/A-Z; nothing around it. /kontakt takes ?angebot= only then.
 */
export function isQuoteNumber(value: string | null | undefined): value is string {
  if (typeof value !== "string" || !QUOTE_NUMBER_PATTERN.test(value)) return false;
  return parseQuoteDate(`${value.slice(2, 6)}-${value.slice(6, 8)}-${value.slice(8, 10)}`) !== null;
}

/** The value if it is a quote number (isQuoteNumber), else null. */
export const quoteNumberParam = (value: string | null | undefined): string | null =>
  isQuoteNumber(value) ? value : null;

/** Longest text taken from the address or typed on the page, in characters. */
export const QUOTE_TEXT_LIMITS = { company: 80, name: 80, place: 80 } as const;
/** How far ahead an event date may lie, in years. */
export const EVENT_DATE_YEARS = 3;

/** Bidirectional and invisible format controls: they can reorder or hide what a sheet says. */
const FORMAT_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** Control characters C0, DEL and C1 (tab and line breaks included). */
// eslint-disable-next-line no-control-regex -- these are the characters it finds
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * Text from the address or an input as a quote may show it: control characters become spaces,
 * bidirectional controls go, runs of white space become one space, at most `max` characters. Not
 * trimmed (a visitor typing "Max " keeps the space); trim where it is shown.
 */
export const cleanText = (value: string | null | undefined, max: number): string =>
  Array.from(
    (value ?? "").replace(FORMAT_CONTROLS, "").replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trimStart(),
  )
    .slice(0, max)
    .join("");
