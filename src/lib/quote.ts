import { grossPrice } from "./pricing";
import {
  estimate,
  normalizeSelection,
  selectionToParams,
  type Estimate,
  type EstimatorData,
  type Selection,
} from "./estimate";

/**
 * The written quote ("Angebot zum Weiterleiten") from a Preisrechner selection. The arithmetic is the
 * Preisrechner's (estimate.ts): the totals come from estimate(), gross rounded on the total; each line
 * shows its own net, VAT (grossPrice(net) − net) and gross. Pure: the page /angebot renders it.
 */

export interface QuoteLine {
  kind: "package" | "hours" | "extra";
  id: string;
  name: string;
  /** Package: its hours; extra hours: how many. */
  quantity?: number;
  /** Package: what it includes. */
  features?: readonly string[];
  net: number;
  vat: number;
  gross: number;
}

export interface Quote {
  number: string;
  /** yyyy-mm-dd */
  date: string;
  validUntil: string;
  selection: Selection;
  lines: QuoteLine[];
  totals: Estimate & { vat: number };
}

/** A package with what it includes (packages.yaml guide/christmas → features). */
export type QuoteData = Omit<EstimatorData, "packages"> & {
  packages: readonly (EstimatorData["packages"][number] & { features?: readonly string[] | null })[];
};

const line = (kind: QuoteLine["kind"], id: string, name: string, net: number, vatRate: number): QuoteLine => {
  const gross = grossPrice(net, vatRate);
  return { kind, id, name, net, vat: gross - net, gross };
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

/** The quote date as yyyy-mm-dd, or null if it is not a real calendar day. */
export function parseQuoteDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? (value as string) : null;
}

/** yyyy-mm-dd of a local date (the visitor's today). */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** yyyy-mm-dd plus whole days. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d + days));
  return day.toISOString().slice(0, 10);
}

/** 2026-11-27 → 27.11.2026 */
export const germanDate = (isoDate: string): string => isoDate.split("-").reverse().join(".");

export { QUOTE_NUMBER_PATTERN } from "../model/routes";

/** "A-20261127-" + six characters of the canonical selection's hash: the same selection and day give the same number. */
export function quoteNumber(selection: Selection, date: string): string {
  const canonical = `${selectionToParams(selection).toString()}|${date}`;
  const hash = fnv1a(canonical).toString(36).toUpperCase().padStart(6, "0").slice(-6);
  return `A-${date.replace(/-/g, "")}-${hash}`;
}

/** The quote for a selection on a date, valid for `validDays`; null without a known package. */
export function buildQuote(raw: Partial<Selection>, data: QuoteData, date: string, validDays: number): Quote | null {
  const selection = normalizeSelection(raw, data);
  const pkg = selection && data.packages.find((p) => p.id === selection.packageId);
  if (!selection || !pkg) return null;
  const chosen = data.extras.filter((e) => selection.extraIds.includes(e.id));
  const lines: QuoteLine[] = [
    {
      ...line("package", pkg.id, pkg.name, pkg.netPrice, data.vatRate),
      quantity: pkg.durationHours,
      features: pkg.features ?? [],
    },
  ];
  if (selection.extraHours > 0) {
    lines.push({
      ...line("hours", "stunden", "", selection.extraHours * data.hourlyRate, data.vatRate),
      quantity: selection.extraHours,
    });
  }
  for (const extra of chosen) lines.push(line("extra", extra.id, extra.name, extra.netPrice, data.vatRate));
  const totals = estimate({
    packageNet: pkg.netPrice,
    extraHours: selection.extraHours,
    hourlyRate: data.hourlyRate,
    extras: chosen.map((e) => e.netPrice),
    customer: selection.customer,
    vatRate: data.vatRate,
  });
  return {
    number: quoteNumber(selection, date),
    date,
    validUntil: addDays(date, validDays),
    selection,
    lines,
    totals: { ...totals, vat: totals.gross - totals.net },
  };
}
