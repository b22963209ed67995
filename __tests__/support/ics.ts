/**
 * iCalendar files as the tests (and __tests__/bench/bench-calendar.ts) write them: each event is a list of
 * property lines, so a test states exactly what a calendar app would export (TZID parameters,
 * VALUE=DATE, RRULE, EXDATE, RECURRENCE-ID, STATUS …). Lines end in CRLF, as RFC 5545 asks.
 */

/** Europe/Berlin as Google and Apple export it (since 1996: last Sunday of March and October). */
export const BERLIN_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Berlin",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** The same zone under the Windows name Outlook writes. */
export const OUTLOOK_VTIMEZONE = BERLIN_VTIMEZONE.replace("TZID:Europe/Berlin", "TZID:W. Europe Standard Time");

/** One VEVENT from its property lines ("DTSTART;TZID=Europe/Berlin:20261212T190000", "SUMMARY:…"). */
export const vevent = (...lines: string[]): string => ["BEGIN:VEVENT", ...lines, "END:VEVENT"].join("\r\n");

/** A whole calendar: the time zones it defines, then its events. */
export const vcalendar = (events: readonly string[], timezones: readonly string[] = [BERLIN_VTIMEZONE]): string =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Kalender//DE",
    "CALSCALE:GREGORIAN",
    ...timezones,
    ...events,
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** "2026-12-12" → "20261212" (a DATE value). */
export const icsDate = (day: string): string => day.replace(/-/g, "");

/** Personal details a real booking calendar holds; none of them may ever reach the site or the log. */
export const PRIVATE_DETAILS = {
  summary: "Hochzeit Schimmelpfennig-Okonkwo",
  location: "Gut Klein Hasenwinkel, Scheunenweg 7",
  description: "Brautpaar Wiebke & Chidi, Tel. 0171 5550199, Anzahlung 500 EUR offen",
  attendee: "trauzeugin.kowalczyk@example.org",
  uidPrefix: "geheim-buchung-4711",
};

/** The property lines of an event full of personal details (to prove that none of them is published). */
export const privateLines = (n: number, title = PRIVATE_DETAILS.summary): string[] => [
  `UID:${PRIVATE_DETAILS.uidPrefix}-${n}@kalender.example.org`,
  "DTSTAMP:20261101T090000Z",
  `SUMMARY:${title}`,
  `LOCATION:${PRIVATE_DETAILS.location.replace(/,/g, "\\,")}`,
  `DESCRIPTION:${PRIVATE_DETAILS.description.replace(/,/g, "\\,")}`,
  `ATTENDEE;CN=Kowalczyk;PARTSTAT=ACCEPTED:mailto:${PRIVATE_DETAILS.attendee}`,
];

/** The strings to look for in built files and logs: each one found nowhere in the site's own content. */
export const privateNeedles = (): string[] => [
  PRIVATE_DETAILS.summary,
  "Schimmelpfennig",
  "Hasenwinkel",
  "Scheunenweg",
  "Chidi",
  "0171 5550199",
  PRIVATE_DETAILS.attendee,
  "kowalczyk",
  PRIVATE_DETAILS.uidPrefix,
];
