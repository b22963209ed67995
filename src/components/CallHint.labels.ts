import { formatTime, rowsWithHours, type NextOpening, type OpeningHoursRow } from "../lib/opening-hours";

const WEEKDAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"] as const;
const WEEKDAYS_SHORT = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"] as const;

/** "10 Uhr", "10:30 Uhr". */
const clock = (minutes: number) => `${formatTime(minutes)} Uhr`;

/**
 * When the phone is answered, beside the call buttons (CallHint.tsx) and in the action bar
 * (ActionBar.tsx): the hours as a line for the static page, and outside them when the DJ is next
 * reachable (src/lib/opening-hours.ts tells when).
 */
export const CALL_HINT_LABELS = {
  /** "Erreichbar Mo–Fr 10–18 Uhr, Sa 10–16 Uhr": the hours as the static page shows them, at any time. */
  hours: (rows: readonly OpeningHoursRow[]): string => {
    const parts = rowsWithHours(rows).map(
      ({ days, span }) => `${days} ${formatTime(span.opens)}–${formatTime(span.closes)} Uhr`,
    );
    return parts.length ? `Erreichbar ${parts.join(", ")}` : "";
  },
  /** Outside the hours: "Heute ab 10 Uhr erreichbar", "Morgen ab 10 Uhr erreichbar", "Ab Montag 10 Uhr erreichbar". */
  next: ({ daysAhead, weekday, opens }: NextOpening): string =>
    daysAhead === 0
      ? `Heute ab ${clock(opens)} erreichbar`
      : daysAhead === 1
        ? `Morgen ab ${clock(opens)} erreichbar`
        : `Ab ${WEEKDAYS[weekday]} ${clock(opens)} erreichbar`,
  /** The same, short enough for the action bar's second line: "ab 10 Uhr", "ab Mo 10 Uhr". */
  nextShort: ({ daysAhead, weekday, opens }: NextOpening): string =>
    daysAhead === 0 ? `ab ${clock(opens)}` : `ab ${WEEKDAYS_SHORT[weekday]} ${clock(opens)}`,
  /** The longest `next` the hours can give (reserves its room before the app knows the time). */
  longestNext: (rows: readonly OpeningHoursRow[]): string => {
    const hints = rowsWithHours(rows).flatMap(({ span, weekdays }) =>
      weekdays.map((weekday) => `Ab ${WEEKDAYS[weekday]} ${clock(span.opens)} erreichbar`),
    );
    return hints.reduce((a, b) => (b.length > a.length ? b : a), "");
  },
  /** The link to the callback form beside the hint. */
  callback: "Rückruf anfordern",
  /** Between the hint and the link. */
  separator: " – ",
} as const;
