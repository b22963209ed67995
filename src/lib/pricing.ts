import { formatWholeNumber } from "./german-number";

export type CustomerType = "private" | "business";

/** Gross price in whole euros: net × (1 + VAT), rounded. */
export const grossPrice = (net: number, vatRate: number): number => Math.round(net * (1 + vatRate));

/** Whole euros with German digit grouping ("1.190"), see src/lib/german-number.ts. */
export const formatEuros = formatWholeNumber;
/** The VAT rate as the price lines show it: 0.19 → "19%". */
export const vatPercent = (vatRate: number): string => `${Math.round(vatRate * 100)}%`;

/** Whose prices a page shows first (its price switch's start): net for a page for companies (content: forBusiness), else gross. */
export const pageCustomer = (forBusiness: boolean | null | undefined): CustomerType =>
  forBusiness ? "business" : "private";
