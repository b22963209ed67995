/** The fixed words of the stand-in DJs under an occasion page's FAQ (StandIns.tsx). */
export const STAND_INS_LABELS = {
  /** The small heading over the stand-ins (one or several). */
  title: "Meine Vertretung, falls ich krank werde",
} as const;
