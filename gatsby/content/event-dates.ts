import { events } from "../../src/model/collections";
import { berlinDay, formatGermanDate, toIsoDay } from "../../src/model/calendar-day";
import { locate, type ContentIssue } from "./issues";
import type { ParsedContent } from "./schema-issues";

/**
 * The references (content/events) are celebrations the owner has played: the pages say so ("gespielt",
 * "Referenzen") and count them per location. A date after `today` (the build's day in Hamburg) would
 * present a celebration that has not happened as played. The number of guests has its plausible range
 * in the model (src/model/collections/events.ts), so /admin refuses it too.
 */
export function checkEventDates(parsed: ParsedContent, today: Date, issues: ContentIssue[]): void {
  const day = berlinDay(today);
  for (const { file, items } of parsed.get(events.name) ?? []) {
    for (const { value } of items) {
      const date = toIsoDay(value.date);
      if (!date || date <= day) continue;
      issues.push({
        file,
        ...locate(value, ["date"], undefined, events.fields),
        message: `${formatGermanDate(date)} liegt in der Zukunft (heute ist der ${formatGermanDate(day)}). Unter „Referenzen“ stehen nur Feiern, die Sie schon gespielt haben: Bitte die Feier erst nach dem Termin eintragen.`,
      });
    }
  }
}
