import { PRICING_LABELS } from "../components/Pricing/Pricing.labels";

export type CustomerType = "private" | "business";

/** Gross price in whole euros: net × (1 + VAT), rounded. */
export const grossPrice = (net: number, vatRate: number): number => Math.round(net * (1 + vatRate));

/**
 * Whole euros with German digit grouping ("1.190"). Written out instead of
 * toLocaleString("de-DE"): that builds an ICU number formatter on every call, which measured
 * 18 ms of main-thread time while hydrating one page with a price table.
 */
export const formatEuros = (amount: number): string => {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return amount < 0 ? `-${digits}` : digits;
};
const percent = (vatRate: number) => `${Math.round(vatRate * 100)}%`;

/** What a package card shows for the chosen customer type (words: Pricing.labels.ts). */
export function priceLabel(net: number, customer: CustomerType, vatRate: number): { amount: number; text: string } {
  if (customer === "private") {
    const amount = grossPrice(net, vatRate);
    return { amount, text: PRICING_LABELS.price.private(formatEuros(amount)) };
  }
  return { amount: net, text: PRICING_LABELS.price.business(formatEuros(net), percent(vatRate)) };
}

/** Footnote under the packages; it changes with the toggle. */
export const priceFootnote = (customer: CustomerType, vatRate: number): string =>
  PRICING_LABELS.footnote[customer](percent(vatRate));

/** "952 € inkl. MwSt." – a gross price as private customers must read it (PAngV § 3). */
export const grossWording = (net: number, vatRate: number): string =>
  `${formatEuros(grossPrice(net, vatRate))} € inkl. MwSt.`;

/** "952 € inkl. MwSt., für Firmenkunden 800 € netto" – the one price wording of running text. */
export const priceWording = (net: number, vatRate: number): string =>
  `${grossWording(net, vatRate)}, für Firmenkunden ${formatEuros(net)} € netto`;

/** "952 bis 2.380 € inkl. MwSt." */
export const grossRangeWording = (netFrom: number, netTo: number, vatRate: number): string =>
  `${formatEuros(grossPrice(netFrom, vatRate))} bis ${formatEuros(grossPrice(netTo, vatRate))} € inkl. MwSt.`;

/** "952 bis 2.380 € inkl. MwSt., für Firmenkunden 800 bis 2.000 € netto" */
export const rangeWording = (netFrom: number, netTo: number, vatRate: number): string =>
  `${grossRangeWording(netFrom, netTo, vatRate)}, für Firmenkunden ${formatEuros(netFrom)} bis ${formatEuros(netTo)} € netto`;
