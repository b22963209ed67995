import { formatEuros, grossPrice, vatPercent, type CustomerType } from "../../lib/pricing";

/**
 * The fixed words of prices (spec section 4): the private/business switch (price cards and
 * Preisrechner), the card badge, the duration and the price line of a card, and the footnote under
 * the cards; and the one price wording of running text (price tokens, gatsby/token-values.ts).
 */
export const PRICING_LABELS = {
  toggleLegend: "Preise anzeigen für",
  customers: { private: "Privatkunde", business: "Geschäftskunde" } satisfies Record<CustomerType, string>,
  popular: "Beliebteste Wahl",
  /** A card's duration; a prefix from content may stand before it ("bis zu 4 Stunden" on Christmas pages). */
  hours: (hours: number) => `${hours} Stunden`,
  /** A card's price line, e.g. "ab 952€ inkl. MwSt." / "ab 800€ zzgl. 19% MwSt.". */
  price: {
    private: (amount: string) => `ab ${amount}€ inkl. MwSt.`,
    business: (amount: string, percent: string) => `ab ${amount}€ zzgl. ${percent} MwSt.`,
  },
  /** The footnote under the cards; it changes with the switch. */
  footnote: {
    private: (percent: string) =>
      `Alle Preise sind Endpreise für Privatkunden inkl. ${percent} MwSt. Technik und Anfahrt sind inklusive.`,
    business: (percent: string) =>
      `Alle Preise für Geschäftskunden netto zzgl. ${percent} MwSt. Technik und Anfahrt sind inklusive.`,
  },
} as const;

/** What a package card shows for the chosen customer type. */
export function priceLabel(net: number, customer: CustomerType, vatRate: number): { amount: number; text: string } {
  if (customer === "private") {
    const amount = grossPrice(net, vatRate);
    return { amount, text: PRICING_LABELS.price.private(formatEuros(amount)) };
  }
  return { amount: net, text: PRICING_LABELS.price.business(formatEuros(net), vatPercent(vatRate)) };
}

/**
 * "(1.059 € brutto)" beside a net price: net first for companies, and the total price for a consumer
 * who reads the same page (PAngV § 3).
 */
export const grossAside = (net: number, vatRate: number): string =>
  `(${formatEuros(grossPrice(net, vatRate))} € brutto)`;

/** Footnote under the packages; it changes with the toggle. */
export const priceFootnote = (customer: CustomerType, vatRate: number): string =>
  PRICING_LABELS.footnote[customer](vatPercent(vatRate));

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
