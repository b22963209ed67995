export type CustomerType = "private" | "business";

/** The fixed words of prices: the private/business switch (price cards and Preisrechner) and the card badge. */
export const PRICING_LABELS = {
  toggleLegend: "Preise anzeigen für",
  customers: { private: "Privatkunde", business: "Geschäftskunde" } satisfies Record<CustomerType, string>,
  popular: "Beliebteste Wahl",
} as const;

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

/** What a package card shows for the chosen customer type. */
export function priceLabel(net: number, customer: CustomerType, vatRate: number): { amount: number; text: string } {
  if (customer === "private") {
    const amount = grossPrice(net, vatRate);
    return { amount, text: `ab ${formatEuros(amount)}€ inkl. MwSt.` };
  }
  return { amount: net, text: `ab ${formatEuros(net)}€ zzgl. ${percent(vatRate)} MwSt.` };
}

/** Footnote under the packages; it changes with the toggle. */
export const priceFootnote = (customer: CustomerType, vatRate: number): string =>
  customer === "private"
    ? `Alle Preise sind Endpreise für Privatkunden inkl. ${percent(vatRate)} MwSt. Technik und Anfahrt sind inklusive.`
    : `Alle Preise für Geschäftskunden netto zzgl. ${percent(vatRate)} MwSt. Technik und Anfahrt sind inklusive.`;

/** "952 € inkl. MwSt." – a gross price as private customers must read it (PAngV § 3). */
export const grossWording = (net: number, vatRate: number): string => `${formatEuros(grossPrice(net, vatRate))} € inkl. MwSt.`;

/** "952 € inkl. MwSt., für Firmenkunden 800 € netto" – the one price wording of running text. */
export const priceWording = (net: number, vatRate: number): string => `${grossWording(net, vatRate)}, für Firmenkunden ${formatEuros(net)} € netto`;

/** "952 bis 2.380 € inkl. MwSt." */
export const grossRangeWording = (netFrom: number, netTo: number, vatRate: number): string =>
  `${formatEuros(grossPrice(netFrom, vatRate))} bis ${formatEuros(grossPrice(netTo, vatRate))} € inkl. MwSt.`;

/** "952 bis 2.380 € inkl. MwSt., für Firmenkunden 800 bis 2.000 € netto" */
export const rangeWording = (netFrom: number, netTo: number, vatRate: number): string =>
  `${grossRangeWording(netFrom, netTo, vatRate)}, für Firmenkunden ${formatEuros(netFrom)} bis ${formatEuros(netTo)} € netto`;
