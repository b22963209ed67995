import { formatWholeNumber } from "./german-number";
import {
  EVENT_DATE_YEARS,
  QUOTE_TEXT_LIMITS,
  cleanText,
  isQuoteNumber,
  parseQuoteDate,
  quoteNumberParam,
} from "./quote-params";

export { EVENT_DATE_YEARS, QUOTE_TEXT_LIMITS, cleanText, isQuoteNumber, parseQuoteDate, quoteNumberParam };
import { DATE_PARAM } from "./availability";
import { ENQUIRY_CHOICE_PARAMS, enquiryHref, sitePath, townParam } from "./enquiry-source";
import {
  ESTIMATE_FORM_ANCHOR,
  normalizeSelection,
  partNote,
  selectionToParams,
  type EstimatorData,
  type Selection,
} from "./estimate";
import { QUOTE_NUMBER_PATTERN, QUOTE_PARAMS, QUOTE_PATH, ROUTES } from "../model/routes";

/**
 * The written quote ("Angebot zum Weiterleiten") from a Preisrechner selection. The Preisrechner shows
 * an estimate in whole euros; a quote is exact to the cent: every amount is whole cents (integers), the
 * VAT of each line and of the total rounded half up to the cent, gross = net + VAT. Pure: the page
 * /angebot renders it. What the address brings besides the selection (quote date, event date, place,
 * names) is the visitor's to edit: readQuoteRequest takes only what a quote may show.
 */

// ---- Money in cents ------------------------------------------------------------------------------

/** An amount of money in whole cents: 1535.10 € is 153510. */
export type Cents = number;

/** Euros as content holds them (890, 89.5) → cents. */
export const toCents = (euros: number): Cents => Math.round(euros * 100);

/** The VAT rate as whole basis points (0.19 → 1900), so that the VAT is integer arithmetic. */
const basisPoints = (vatRate: number): number => Math.round(vatRate * 10_000);

/** VAT on a net amount, rounded half up to the cent: 129000 at 19 % → 24510. */
export const vatOn = (net: Cents, vatRate: number): Cents => Math.round((net * basisPoints(vatRate)) / 10_000);

/** 153510 → "1.535,10" (German grouping and decimal comma; no currency sign). */
export function formatCents(cents: Cents): string {
  const abs = Math.abs(Math.round(cents));
  const text = `${formatWholeNumber(Math.floor(abs / 100))},${String(abs % 100).padStart(2, "0")}`;
  return cents < 0 && abs !== 0 ? `-${text}` : text;
}

// ---- The quote -----------------------------------------------------------------------------------

export interface QuoteLine {
  kind: "package" | "hours" | "extra";
  id: string;
  name: string;
  /** Package: its hours; extra hours: how many. */
  quantity?: number;
  /** Extra hours: the price of one hour, net. */
  unitCents?: Cents;
  /** Package: what it includes. */
  features?: readonly string[];
  /** Extra: what the package already contains of it, and what the extra adds (packages.yaml → extraNotes). */
  note?: string;
  netCents: Cents;
  vatCents: Cents;
  grossCents: Cents;
}

export interface QuoteTotals {
  netCents: Cents;
  /** On the total net (not the sum of the lines' VAT): the amount a tax office reads. */
  vatCents: Cents;
  grossCents: Cents;
}

export interface Quote {
  number: string;
  /** yyyy-mm-dd */
  date: string;
  validUntil: string;
  selection: Selection;
  lines: QuoteLine[];
  totals: QuoteTotals;
  vatRate: number;
}

/** A package with what it includes (packages.yaml guide/christmas → features). */
export type QuoteData = Omit<EstimatorData, "packages"> & {
  packages: readonly (EstimatorData["packages"][number] & { features?: readonly string[] | null })[];
};

const priced = (net: Cents, vatRate: number) => {
  const vat = vatOn(net, vatRate);
  return { netCents: net, vatCents: vat, grossCents: net + vat };
};

/** FNV-1a (32 bit) of a text, as an unsigned number. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

// ---- Days ----------------------------------------------------------------------------------------

/** yyyy-mm-dd plus whole days (negative: back). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d + days));
  return day.toISOString().slice(0, 10);
}

/** 2026-11-27 → 27.11.2026 */
export const germanDate = (isoDate: string): string => isoDate.split("-").reverse().join(".");

// ---- The quote number ----------------------------------------------------------------------------

export { QUOTE_NUMBER_PATTERN };

/**
 * "A-20261127-" + six characters of a hash over the selection, the day and the net price of every
 * line and the VAT rate: the same selection, day and prices give the same number; a changed price
 * list gives another one, so a number never stands for two different sums.
 */
export function quoteNumber(
  selection: Selection,
  date: string,
  lines: readonly Pick<QuoteLine, "kind" | "id" | "netCents">[],
  vatRate: number,
): string {
  const prices = lines.map((l) => `${l.kind}:${l.id}=${l.netCents}`).join(",");
  const canonical = `${selectionToParams(selection).toString()}|${date}|${prices}|${basisPoints(vatRate)}`;
  const hash = fnv1a(canonical).toString(36).toUpperCase().padStart(6, "0").slice(-6);
  return `A-${date.replace(/-/g, "")}-${hash}`;
}

/** The quote for a selection on a date, valid for `validDays`; null without a known package. */
export function buildQuote(raw: Partial<Selection>, data: QuoteData, date: string, validDays: number): Quote | null {
  const selection = normalizeSelection(raw, data);
  const pkg = selection && data.packages.find((p) => p.id === selection.packageId);
  if (!selection || !pkg) return null;
  const { vatRate } = data;
  const chosen = data.extras.filter((e) => selection.extraIds.includes(e.id));
  const lines: QuoteLine[] = [
    {
      kind: "package",
      id: pkg.id,
      name: pkg.name,
      quantity: pkg.durationHours,
      features: pkg.features ?? [],
      ...priced(toCents(pkg.netPrice), vatRate),
    },
  ];
  if (selection.extraHours > 0) {
    const unit = toCents(data.hourlyRate);
    lines.push({
      kind: "hours",
      id: "stunden",
      name: "",
      quantity: selection.extraHours,
      unitCents: unit,
      ...priced(selection.extraHours * unit, vatRate),
    });
  }
  for (const extra of chosen) {
    const note = partNote(pkg, extra.id);
    lines.push({
      kind: "extra",
      id: extra.id,
      name: extra.name,
      ...(note && { note }),
      ...priced(toCents(extra.netPrice), vatRate),
    });
  }
  const net = lines.reduce((sum, l) => sum + l.netCents, 0);
  return {
    number: quoteNumber(selection, date, lines, vatRate),
    date,
    validUntil: addDays(date, validDays),
    selection,
    lines,
    totals: priced(net, vatRate),
    vatRate,
  };
}

// ---- What the address brings --------------------------------------------------------------------

/** What the address held that the quote does not take; the page says so. */
export type RefusedValue = "quoteDate" | "eventDate" | "place";

/** The visitor's details for a quote, from /angebot's address, checked. */
export interface QuoteRequest {
  /** The quote's date: from the address if it is a day of the last `validDays` days, else today. */
  date: string;
  /** The event's day (?datum=), today up to EVENT_DATE_YEARS ahead; else null. */
  eventDate: string | null;
  /** The event's town (?ort=), as /kontakt takes it (townParam); else null. */
  place: string | null;
  /** Cleaned, not trimmed; empty when not given. */
  company: string;
  name: string;
  refused: RefusedValue[];
}

/** The same day `years` later (29 February stays as a string: it still sorts correctly). */
const yearsLater = (day: string, years: number): string => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/**
 * /angebot's address read for a quote on `today` (the home zone's day). A quote date later than today
 * or older than the quote's validity, an event date in the past or more than EVENT_DATE_YEARS ahead,
 * and a place that is no town are refused: treated as not given, and named in `refused`.
 */
export function readQuoteRequest(params: URLSearchParams, today: string, validDays: number): QuoteRequest {
  const refused: RefusedValue[] = [];
  const given = (key: string) => {
    const value = params.get(key);
    return value !== null && value.trim() !== "" ? value : null;
  };

  const quoteDay = given(QUOTE_PARAMS.date);
  const day = parseQuoteDate(quoteDay);
  const dateOk = day !== null && day <= today && day >= addDays(today, -validDays);
  if (quoteDay !== null && !dateOk) refused.push("quoteDate");

  const eventDay = given(DATE_PARAM);
  const event = parseQuoteDate(eventDay?.trim());
  const eventOk = event !== null && event >= today && event <= yearsLater(today, EVENT_DATE_YEARS);
  if (eventDay !== null && !eventOk) refused.push("eventDate");

  const town = given(ENQUIRY_CHOICE_PARAMS.town);
  const place = town === null ? null : townParam(cleanText(town, QUOTE_TEXT_LIMITS.place).trim());
  if (town !== null && place === null) refused.push("place");

  return {
    date: dateOk ? day : today,
    eventDate: eventOk ? event : null,
    place,
    company: cleanText(params.get(QUOTE_PARAMS.company), QUOTE_TEXT_LIMITS.company),
    name: cleanText(params.get(QUOTE_PARAMS.name), QUOTE_TEXT_LIMITS.name),
    refused,
  };
}

/** /angebot's address as the quote reads it: the quote date set, refused values gone, names cleaned. */
export function quoteAddressParams(params: URLSearchParams, request: QuoteRequest): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  put(QUOTE_PARAMS.date, request.date);
  put(DATE_PARAM, request.eventDate);
  put(ENQUIRY_CHOICE_PARAMS.town, request.place);
  put(QUOTE_PARAMS.company, request.company.trim());
  put(QUOTE_PARAMS.name, request.name.trim());
  return next;
}

/**
 * "/kontakt?paket=…&datum=…&ort=…&firma=…&name=…&angebot=A-…&von=/angebot&weg=preisrechner#anfrage":
 * the button "Dieses Angebot anfragen" with everything the quote says the visitor chose. `from` is
 * where the visitor started (/angebot's ?von=), else /angebot.
 */
export function quoteEnquiryHref(
  quote: Quote,
  request: Pick<QuoteRequest, "eventDate" | "place" | "company" | "name">,
  from?: string | null,
  contactPath: string = ROUTES.contact,
): string {
  const params = selectionToParams(quote.selection);
  const put = (key: string, value: string | null) => value && params.set(key, value);
  put(DATE_PARAM, request.eventDate);
  put(ENQUIRY_CHOICE_PARAMS.town, request.place);
  put(QUOTE_PARAMS.company, cleanText(request.company, QUOTE_TEXT_LIMITS.company).trim());
  put(QUOTE_PARAMS.name, cleanText(request.name, QUOTE_TEXT_LIMITS.name).trim());
  params.set(QUOTE_PARAMS.number, quote.number);
  return enquiryHref({
    from: sitePath(from) ?? QUOTE_PATH,
    way: "preisrechner",
    params,
    hash: ESTIMATE_FORM_ANCHOR,
    contactPath,
  });
}
