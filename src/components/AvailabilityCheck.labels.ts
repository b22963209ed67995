import {
  formatCheckDate,
  holidayOf,
  toIsoDay,
  type DateCheck,
  type DayStatus,
  type DayValue,
  type Holiday,
  type IsoDay,
} from "../lib/availability";
import { formatGermanDate } from "../model/calendar-day";

/** "A", "A und B", "A; B und C": a semicolon, because the dates themselves contain a comma. */
const joinDates = (dates: readonly string[]): string =>
  dates.length <= 1 ? (dates[0] ?? "") : `${dates.slice(0, -1).join("; ")} und ${dates[dates.length - 1]}`;

/**
 * Every word a visitor reads in the date check „Ist mein Termin frei?“ (AvailabilityCheck.tsx, and
 * the same answer in the enquiry form's date field). Dates arrive already formatted
 * (formatCheckDate in src/lib/availability.ts: weekday and month names from Intl's German).
 */
export const AVAILABILITY_CHECK_LABELS = {
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
  /** The holidays the check names beside their date (holidayOf in src/lib/availability.ts). */
  holidays: {
    heiligabend: "Heiligabend",
    weihnachtstag1: "1. Weihnachtstag",
    weihnachtstag2: "2. Weihnachtstag",
    silvester: "Silvester",
    neujahr: "Neujahr",
  } satisfies Record<Holiday, string>,
  withHoliday: (date: string, holiday: string) => `${date} (${holiday})`,
} as const;

const M = AVAILABILITY_CHECK_LABELS;

/** "Samstag, 12. Dezember 2026", and a holiday named beside its date: "Donnerstag, 24. Dezember 2026 (Heiligabend)". */
export function checkDateText(day: IsoDay): string {
  const holiday = holidayOf(day);
  return holiday ? M.withHoliday(formatCheckDate(day), M.holidays[holiday]) : formatCheckDate(day);
}

export interface AvailabilityMessage {
  /** Style of the answer: "error" for past, impossible or missing dates. */
  tone: DayStatus | "error";
  /** "Der Samstag, 12. Dezember 2026 ist noch frei." */
  status: string;
  /** Booked only: "Noch frei: …" (or that nothing is free nearby). */
  alternatives: string | null;
  /** "Stand: 20. November 2026". */
  updated: string;
  /** All of it in one line, e.g. for the enquiry form or an e-mail. */
  text: string;
}

/** The German answer for a check result (checkDate in src/lib/availability.ts), always with the date the list was last checked. */
export function availabilityMessage(result: DateCheck, updatedAt: DayValue): AvailabilityMessage {
  const updatedDay = toIsoDay(updatedAt);
  const updated = M.updated(updatedDay ? (formatGermanDate(updatedDay) ?? updatedDay) : String(updatedAt));
  let status: string;
  let alternatives: string | null = null;
  switch (result.kind) {
    case "free":
    case "tentative":
      status = M[result.kind](checkDateText(result.date));
      break;
    case "booked":
      status = M.booked(checkDateText(result.date));
      alternatives = result.alternatives.length
        ? M.alternatives(result.alternatives.map(checkDateText))
        : M.noAlternatives;
      break;
    case "past":
      status = M.past(checkDateText(result.date));
      break;
    default:
      status = M[result.kind];
  }
  const tone =
    result.kind === "free" || result.kind === "tentative" || result.kind === "booked" ? result.kind : "error";
  return { tone, status, alternatives, updated, text: [status, alternatives, updated].filter(Boolean).join(" ") };
}
