import type { CustomerType } from "../../lib/pricing";

/**
 * The fixed words of prices (spec section 4): the private/business switch (price cards and
 * Preisrechner), the card badge, the duration and the price line of a card, and the footnote under
 * the cards. Amounts and percentages arrive formatted (src/lib/pricing.ts).
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
