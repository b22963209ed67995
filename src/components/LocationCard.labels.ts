/** Fixed words of a location card (LocationCard.tsx); the location's own texts come from content/locations. */
export const LOCATION_CARD_LABELS = {
  place: "Ort:",
  capacity: "Kapazität:",
  highlights: (name: string) => `Highlights von ${name}`,
  website: "Website",
  /** Read out after "Website". */
  websiteOf: (name: string) => `von ${name} (öffnet in neuem Tab)`,
  enquire: "Beratung Anfragen",
  /** Read out after "Beratung Anfragen". */
  enquireFor: (name: string) => `für ${name}`,
  /** How many celebrations of content/events the DJ played there; links to the first on /referenzen. */
  playedThere: (n: number) => (n === 1 ? "1 Feier hier gespielt" : `${n} Feiern hier gespielt`),
} as const;
