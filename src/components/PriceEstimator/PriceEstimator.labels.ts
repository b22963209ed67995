import { formatEuros, vatPercent, type CustomerType } from "../../lib/pricing";
import { grossAside } from "../Pricing/Pricing.labels";
import {
  estimateSelection,
  normalizeSelection,
  type Estimate,
  type EstimatorData,
  type Selection,
} from "../../lib/estimate";
import { PRICING_LABELS } from "../Pricing/Pricing.labels";

/** Every word a visitor reads in the Preisrechner (PriceEstimator.tsx) and in the summary the enquiry carries (below). */
export const PRICE_ESTIMATOR_LABELS = {
  heading: "Preisrechner",
  headingChristmas: "Preisrechner Weihnachtsfeier",
  intro: "Stellen Sie Ihr Paket zusammen – die Summe rechnet sofort mit.",
  packageLegend: "Paket",
  hours: (hours: number) => `${hours} Stunden`,
  extraHoursLabel: "Zusatzstunden",
  extraHoursHint: (rate: string, vat: string, max: number) => `je ${rate} € ${vat} pro Stunde, höchstens ${max}`,
  fewerHours: "Eine Zusatzstunde weniger",
  moreHours: "Eine Zusatzstunde mehr",
  extrasLegend: "Extras",
  totalLabel: "Ihre Summe – unverbindliche Schätzung, kein Angebot",
  /** The bar that stays at the bottom of a phone's screen while the visitor chooses. */
  runningTotal: "Ihre Schätzung",
  totalNote: "Technik und Anfahrt sind inklusive. Das verbindliche Angebot erhalten Sie nach Ihrer Anfrage.",
  cta: "Mit dieser Auswahl anfragen",
  /** Opens /angebot: the selection as a written quote to print and forward. */
  quoteLink: "Angebot zum Weiterleiten",
  /** Amounts: "1.428 € inkl. MwSt." / "1.200 € zzgl. 19% MwSt."; every amount shown carries its VAT status (PAngV). */
  amount: (amount: string) => `${amount} €`,
  vatPrivate: "inkl. MwSt.",
  vatBusiness: (percent: string) => `zzgl. ${percent} MwSt.`,
  extraPrice: (amount: string, vat: string) => `+ ${amount} € ${vat}`,
  /** Parts of the one-line summary. */
  summaryPackage: (name: string, hours: number) => `${/paket/i.test(name) ? name : `Paket ${name}`} (${hours} Std.)`,
  summaryChristmas: "Weihnachtsfeier",
  summaryExtraHours: (hours: number) => (hours === 1 ? "1 Zusatzstunde" : `${hours} Zusatzstunden`),
  summaryEstimate: (estimate: string) => `Schätzung: ${estimate}`,
} as const;

const M = PRICE_ESTIMATOR_LABELS;

/** "inkl. MwSt." or "zzgl. 19% MwSt.": the part of an amount's text after the euros. */
export const vatText = (customer: CustomerType, vatRate: number): string =>
  customer === "private" ? M.vatPrivate : M.vatBusiness(vatPercent(vatRate));

/**
 * The part after the euros of one amount: "inkl. MwSt." for private customers; for business
 * customers "zzgl. 19% MwSt. (1.059 € brutto)" – net first, as companies reckon, with the gross
 * price beside it, because a consumer may read the same page (PAngV § 3).
 */
export const vatFor =
  (customer: CustomerType, vatRate: number) =>
  (net: number): string =>
    customer === "private" ? M.vatPrivate : `${M.vatBusiness(vatPercent(vatRate))} ${grossAside(net, vatRate)}`;

/** "1.428 € inkl. MwSt." or "1.200 € zzgl. 19% MwSt.": an estimate as the enquiry names it. */
export const estimateText = (result: Estimate, customer: CustomerType, vatRate: number): string =>
  `${M.amount(formatEuros(result.shown))} ${vatText(customer, vatRate)}`;

/** The two extra enquiry fields: what was chosen, and the estimate with the customer type. Null without a known package. */
export function summaryParts(
  selection: Partial<Selection>,
  data: EstimatorData,
): { paketWunsch: string; preisSchaetzung: string } | null {
  const s = normalizeSelection(selection, data);
  const pkg = s && data.packages.find((p) => p.id === s.packageId);
  const result = s && estimateSelection(s, data);
  if (!s || !pkg || !result) return null;
  const extraNames = data.extras.filter((e) => s.extraIds.includes(e.id)).map((e) => e.name);
  const parts = [M.summaryPackage(pkg.name, pkg.durationHours)];
  if (s.extraHours > 0) parts.push(M.summaryExtraHours(s.extraHours));
  if (extraNames.length) parts.push(extraNames.join(", "));
  const wish = parts.join(" + ");
  return {
    paketWunsch: s.variant === "christmas" ? `${M.summaryChristmas}: ${wish}` : wish,
    preisSchaetzung: `${estimateText(result, s.customer, data.vatRate)} (${PRICING_LABELS.customers[s.customer]})`,
  };
}

/** "Paket Premium (6 Std.) + 2 Zusatzstunden + Lichtshow, Trauungsmusik – Schätzung: 1.535 € inkl. MwSt. (Privatkunde)"; "" without a known package. */
export function summaryText(selection: Partial<Selection>, data: EstimatorData): string {
  const parts = summaryParts(selection, data);
  return parts ? `${parts.paketWunsch} – ${M.summaryEstimate(parts.preisSchaetzung)}` : "";
}
