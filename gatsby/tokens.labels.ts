/** The words inside token values (gatsby/token-values.ts); prices are worded in Pricing.labels.ts. */
export const TOKEN_LABELS = {
  /** {reviewSites}: "Google und ProvenExpert". */
  list: (first: string, last: string) => `${first} und ${last}`,
  /** {vertretung}: "Jana Petersen oder Malte Krüger", "A, B oder C". */
  either: (first: string, last: string) => `${first} oder ${last}`,
  /** {travelRadius}: "160 km". */
  distance: (km: number) => `${km} km`,
  /** {setupTime}: "60 bis 90 Minuten". */
  minutesRange: (from: number, to: number) => `${from} bis ${to} Minuten`,
  /** {vorlaufFeiern}: "8 bis 12 Wochen". */
  weeksRange: (from: number, to: number) => `${from} bis ${to} Wochen`,
  /** {vorlaufWochenende}, {vorlaufWeihnachten}: "2 bis 6 Monate". */
  monthsRange: (from: number, to: number) => `${from} bis ${to} Monate`,
} as const;
