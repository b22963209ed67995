/**
 * The owner's calendar for the later build of __tests__/site/later-builds.test.ts: a build day in the next
 * season, a calendar full of private details served on 127.0.0.1 (the real loader reads it, no mocked fetch),
 * the availability list beside it, and the days both must give – worked out here, not by src/lib/season.
 */
import http from "http";
import type { AddressInfo } from "net";
import { addDays, berlinDay } from "../../src/lib/availability";
import type { AvailabilityData } from "../../src/model/collections";
import { icsDate, privateLines, vcalendar, vevent } from "./ics";

/** Next year in Hamburg: the build's year. */
export const YEAR =
  Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric" }).format(new Date())) + 1;
/** 20 November of next year, 9:00 in Hamburg: the next season, a date no fixed string can match. */
export const NOW = new Date(`${YEAR}-11-20T09:00:00+01:00`);
export const TODAY = berlinDay(NOW);
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
/** The first Monday at least `n` days ahead: test days fall on Monday to Wednesday, never on a December Friday or Saturday. */
const monday = (n: number) => {
  let day = addDays(TODAY, n);
  while (weekday(day) !== 1) day = addDays(day, 1);
  return day;
};
export const [A, B, C, D, S] = [monday(14), monday(21), monday(28), monday(35), monday(49)];
const at = (day: string, time: string) => `${icsDate(day)}T${time}`;

/** The season's December Fridays and Saturdays from today on: all booked in the calendar (scarcity must count them). */
export const DECEMBER: string[] = [];
for (let day = `${YEAR}-12-01`; day <= `${YEAR}-12-31`; day = addDays(day, 1))
  if (day >= TODAY && [5, 6].includes(weekday(day))) DECEMBER.push(day);

/** What the calendar and the list below must give together. */
export const EXPECT = {
  booked: [A, B, addDays(B, 1), S, addDays(S, 14), D, ...DECEMBER],
  tentative: [addDays(A, 2), C, addDays(D, 1)],
  free: [addDays(A, 1), addDays(B, 2), addDays(C, 1), addDays(C, 2), addDays(S, 7)],
};
/** The owner's availability.yaml in the copy. */
export const LIST: AvailabilityData = { updatedAt: addDays(TODAY, -45), booked: [D], tentative: [addDays(D, 1)] };

let n = 0;
const event = (...lines: string[]) => vevent(...privateLines(++n), ...lines);
/** Not private: the owner's own maintenance slot, which the build log names so that it can be found. */
export const NEVER = { uid: "wartung-30-februar@kalender.example.org", summary: "Wartung Anlage (30. Februar)" };
const CALENDAR = vcalendar([
  event(`DTSTART;TZID=Europe/Berlin:${at(A, "190000")}`, `DTEND;TZID=Europe/Berlin:${at(addDays(A, 1), "020000")}`),
  event(`DTSTART;VALUE=DATE:${icsDate(addDays(A, 2))}`, "STATUS:TENTATIVE"),
  event(`DTSTART;VALUE=DATE:${icsDate(B)}`, `DTEND;VALUE=DATE:${icsDate(addDays(B, 2))}`),
  vevent(
    ...privateLines(++n, "Option Schimmelpfennig Sommerfest"),
    `DTSTART;TZID=Europe/Berlin:${at(C, "180000")}`,
    "DURATION:PT5H",
  ),
  event(`DTSTART;VALUE=DATE:${icsDate(addDays(C, 1))}`, "STATUS:CANCELLED"),
  event(`DTSTART;VALUE=DATE:${icsDate(addDays(C, 2))}`, "TRANSP:TRANSPARENT"),
  event(
    `DTSTART:${at(S, "170000")}Z`,
    `DTEND:${at(S, "220000")}Z`,
    "RRULE:FREQ=WEEKLY;COUNT=3",
    `EXDATE:${at(addDays(S, 7), "170000")}Z`,
  ),
  ...DECEMBER.map((day) => event(`DTSTART;VALUE=DATE:${icsDate(day)}`)),
  // A series that never occurs (issue 49: it hung every build): skipped and named, the other days still count.
  vevent(
    `UID:${NEVER.uid}`,
    "DTSTAMP:20261101T090000Z",
    `SUMMARY:${NEVER.summary}`,
    `DTSTART;TZID=Europe/Berlin:${at(A, "100000")}`,
    "DURATION:PT1H",
    "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
  ),
]);
/** The secret part of the calendar's address: it must reach neither public/ nor the build log. */
export const SECRET = "privat-9f8e7d6c5b4a";

/** Serves the calendar on 127.0.0.1 at a secret address, as a calendar host would. */
export async function serveCalendar(): Promise<{ address: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    if (req.url === `/calendar/${SECRET}/basic.ics`)
      res.writeHead(200, { "content-type": "text/calendar" }).end(CALENDAR);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { address: `http://127.0.0.1:${port}/calendar/${SECRET}/basic.ics`, close: () => server.close() };
}
