/** Every word a visitor reads in the Preisrechner (PriceEstimator.tsx) and in the summary the enquiry carries (src/lib/estimate.ts). */
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
