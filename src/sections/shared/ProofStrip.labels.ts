/** Fixed words of the proof strip under the hero (ProofStrip.tsx). */
export const PROOF_STRIP_LABELS = {
  /** Names the strip for screen readers. */
  region: "Bewertung und Kundenstimme",
  quoteOf: (name: string) => `Stimme von ${name}`,
} as const;
