/** The early-bird banner's fixed words (EarlyBird.tsx); the offer itself comes from content/packages (earlyBird). */
export const EARLY_BIRD_LABELS = {
  title: (season: string) => `Frühbucher-Angebot: ${season}`,
  instead: "statt",
  net: "(netto) – Sie sparen",
  hours: (hours: number, deadline: string | undefined) => `${hours} Stunden DJ-Service, buchbar bis ${deadline ?? ""}.`,
  only: "Nur noch",
  days: (left: number) => `${left} ${left === 1 ? "Tag" : "Tage"}`,
  cta: "Sofort Termin sichern",
} as const;
