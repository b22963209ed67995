/** The early-bird banner's fixed words (EarlyBird.tsx); the offer itself comes from content/packages (earlyBird). */
export const EARLY_BIRD_LABELS = {
  title: (season: string) => `Frühbucher-Angebot: ${season}`,
  instead: "statt",
  gross: "inkl. MwSt.",
  saving: "– Sie sparen",
  business: (net: string, regular: string) => `Für Firmenkunden ${net} statt ${regular} netto.`,
  hours: (hours: number, deadline: string | undefined) => `${hours} Stunden DJ-Service, buchbar bis ${deadline ?? ""}.`,
  only: "Nur noch",
  days: (left: number) => `${left} ${left === 1 ? "Tag" : "Tage"}`,
  booked: (percent: number) => `${percent} % der Freitage und Samstage im Dezember sind gebucht oder reserviert`,
  cta: "Sofort Termin sichern",
} as const;
