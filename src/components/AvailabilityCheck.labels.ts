/** "A", "A und B", "A; B und C": a semicolon, because the dates themselves contain a comma. */
const joinDates = (dates: readonly string[]): string =>
  dates.length <= 1 ? (dates[0] ?? "") : `${dates.slice(0, -1).join("; ")} und ${dates[dates.length - 1]}`;

/**
 * Every word a visitor reads in the date check „Ist mein Termin frei?“ (AvailabilityCheck.tsx, and
 * the same answer in the enquiry form's date field). Dates arrive already formatted
 * (formatCheckDate in src/lib/availability.ts, which takes the weekday names from here).
 */
export const AVAILABILITY_CHECK_LABELS = {
  /** Sunday first, as Date.getUTCDay() counts. */
  weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
  heading: "Ist mein Termin frei?",
  intro: "Wählen Sie Ihr Wunschdatum – die Antwort erscheint sofort.",
  fieldLabel: "Wunschdatum",
  submit: "Prüfen",
  cta: "Anfrage für diesen Termin",
  alternativeCta: (date: string) => `Anfrage für ${date}`,
  free: (date: string) => `Der ${date} ist noch frei.`,
  tentative: (date: string) => `Der ${date} ist angefragt – fragen Sie trotzdem, oft klärt sich das schnell.`,
  booked: (date: string) => `Der ${date} ist leider ausgebucht.`,
  alternativesLead: "Noch frei:",
  alternatives: (dates: readonly string[]) => `Noch frei: ${joinDates(dates)}.`,
  noAlternatives:
    "In den zwei Wochen davor und danach ist leider kein Tag mehr frei – fragen Sie trotzdem, gern nenne ich Ihnen Alternativen.",
  past: (date: string) => `Der ${date} liegt in der Vergangenheit. Bitte wählen Sie ein Datum ab heute.`,
  invalid: "Dieses Datum gibt es nicht. Bitte geben Sie es im Format TT.MM.JJJJ ein, zum Beispiel 12.12.2026.",
  empty: "Bitte wählen Sie zuerst ein Datum.",
  updated: (date: string) => `Stand: ${date}`,
} as const;
