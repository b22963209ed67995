import { berlinDay, formatGermanDate } from "../src/model/calendar-day";
import { CalendarError, calendarDays } from "./calendar-days";
import { CALENDAR_BUDGET, skippedSeriesWarnings } from "./calendar-budget";

/** A committed calendar export older than this many days (by its newest time stamp) is worth a reminder. */
export const CALENDAR_EXPORT_STALE_DAYS = 30;

interface CalendarFile {
  path: string;
  text: string;
}

/**
 * Hints for committed calendar exports (content/availability/*.ics), printed by the build and by
 * `npm run check:content`: a file that cannot be read, a series the reader skips (by title and UID,
 * calendar-budget.ts), or an export nobody has renewed for a month.
 * Hints, not errors: a calendar that fails leaves the site on availability.yaml and must not stop it.
 */
export function calendarWarnings(files: CalendarFile[], now: Date): { file: string; message: string }[] {
  const warnings: { file: string; message: string }[] = [];
  for (const { path, text } of files) {
    try {
      const { stampedAt, skippedSeries } = calendarDays(text, { from: berlinDay(now) });
      for (const line of skippedSeriesWarnings(skippedSeries, CALENDAR_BUDGET))
        warnings.push({ file: path, message: line });
      const age = stampedAt === null ? 0 : Math.floor((now.getTime() - stampedAt) / 86_400_000);
      if (age > CALENDAR_EXPORT_STALE_DAYS) {
        const day = berlinDay(new Date(stampedAt!));
        warnings.push({
          file: path,
          message: `der Kalender-Export ist ${age} Tage alt (jüngster Eintrag vom ${formatGermanDate(day) ?? day}). Bitte neu exportieren und ersetzen – oder die private Kalenderadresse als AVAILABILITY_ICS_URL einrichten (docs/owner.md: „Termine aus Ihrem Kalender“).`,
        });
      }
    } catch (error) {
      const reason = error instanceof CalendarError ? error.message : "unerwarteter Fehler beim Lesen";
      warnings.push({
        file: path,
        message: `lässt sich nicht als Kalender lesen: ${reason}. Die Website nutzt dann nur die Tage aus availability.yaml.`,
      });
    }
  }
  return warnings;
}
