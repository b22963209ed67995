export type CustomerType = "private" | "business";

/** Gross price in whole euros: net × (1 + VAT), rounded. */
export const grossPrice = (net: number, vatRate = 0.19): number => Math.round(net * (1 + vatRate));

const euro = (amount: number) => amount.toLocaleString("de-DE");
const percent = (vatRate: number) => `${Math.round(vatRate * 100)}%`;

/** What a package card shows for the chosen customer type. */
export function priceLabel(net: number, customer: CustomerType, vatRate = 0.19): { amount: number; text: string } {
  if (customer === "private") {
    const amount = grossPrice(net, vatRate);
    return { amount, text: `ab ${euro(amount)}€ inkl. MwSt.` };
  }
  return { amount: net, text: `ab ${euro(net)}€ zzgl. ${percent(vatRate)} MwSt.` };
}

/** Footnote under the packages; it changes with the toggle. */
export const priceFootnote = (customer: CustomerType, vatRate = 0.19): string =>
  customer === "private"
    ? `Alle Preise sind Endpreise für Privatkunden inkl. ${percent(vatRate)} MwSt. Technik und Anfahrt sind inklusive.`
    : `Alle Preise für Geschäftskunden netto zzgl. ${percent(vatRate)} MwSt. Technik und Anfahrt sind inklusive.`;
