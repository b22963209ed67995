// `npm run bench:calendar`: what the owner's calendar costs a build. A calendar of 2,000 events over
// five years (two years back, three ahead; evening and all-day bookings, options, cancellations,
// weekly series with exceptions) is served on 127.0.0.1 and read the way the build reads it
// (gatsby/calendar-source.ts: fetch, parse, expand, days) – median of BENCH_RUNS runs. Budget: 2 s.
// Then a calendar of BENCH_PAST (5,000) past events with one booking after them: read alone
// (calendar-days.ts), it must book that day; past events are passed over by their dates.
// With --build, also two warm builds of a throw-away project copy, without and with the calendar.
import http from "node:http";
import os from "node:os";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { loadCalendar } from "../../gatsby/calendar-source";
import { calendarDays } from "../../gatsby/calendar-days";
import { HOME_TIME_ZONE, addDays, berlinDay } from "../../src/model/calendar-day";
import { icsDate, privateLines, vcalendar, vevent } from "../support/ics";
import { buildInBackground, projectCopy } from "../support/project-copy";

const EVENTS = Number(process.env.BENCH_EVENTS || 2000);
const PAST = Number(process.env.BENCH_PAST || 5000);
const RUNS = Number(process.env.BENCH_RUNS || 5);
const BUDGET_SECONDS = 2;

/** A booking calendar as an app exports it: events spread evenly over five years around today. */
function bookingCalendar(count: number, today: string): string {
  const first = addDays(today, -2 * 365);
  const span = 5 * 365;
  const events: string[] = [];
  for (let n = 0; n < count; n++) {
    const day = addDays(first, Math.floor((n * span) / count));
    const next = icsDate(addDays(day, 1));
    const lines = privateLines(n);
    if (n % 100 === 0) {
      // A weekly series with an exception and a moved instance (counts as one event of the 2,000).
      const uid = lines[0];
      events.push(
        vevent(
          ...lines,
          `DTSTART;TZID=${HOME_TIME_ZONE}:${icsDate(day)}T180000`,
          `DTEND;TZID=${HOME_TIME_ZONE}:${icsDate(day)}T230000`,
          "RRULE:FREQ=WEEKLY;COUNT=12",
          `EXDATE;TZID=${HOME_TIME_ZONE}:${icsDate(addDays(day, 7))}T180000`,
        ),
        vevent(
          uid,
          `RECURRENCE-ID;TZID=${HOME_TIME_ZONE}:${icsDate(addDays(day, 14))}T180000`,
          `DTSTART;TZID=${HOME_TIME_ZONE}:${icsDate(addDays(day, 15))}T180000`,
          `DTEND;TZID=${HOME_TIME_ZONE}:${icsDate(addDays(day, 15))}T230000`,
        ),
      );
    } else if (n % 5 === 0)
      events.push(vevent(...lines, `DTSTART;VALUE=DATE:${icsDate(day)}`, `DTEND;VALUE=DATE:${next}`));
    else
      events.push(
        vevent(
          ...lines,
          `DTSTART;TZID=${HOME_TIME_ZONE}:${icsDate(day)}T190000`,
          `DTEND;TZID=${HOME_TIME_ZONE}:${next}T020000`,
          ...(n % 7 === 0 ? ["STATUS:TENTATIVE"] : n % 11 === 0 ? ["STATUS:CANCELLED"] : []),
        ),
      );
  }
  return vcalendar(events);
}

/** `count` bookings over the ten years before `today`, then one a few months after it (the last event of the file). */
function pastCalendar(count: number, today: string): { ics: string; ahead: string } {
  const first = addDays(today, -10 * 365);
  const events: string[] = [];
  for (let n = 0; n < count; n++) {
    const day = addDays(first, Math.floor((n * (10 * 365 - 7)) / count));
    events.push(
      vevent(
        ...privateLines(n),
        `DTSTART;TZID=${HOME_TIME_ZONE}:${icsDate(day)}T190000`,
        `DTEND;TZID=${HOME_TIME_ZONE}:${icsDate(addDays(day, 1))}T020000`,
      ),
    );
  }
  const ahead = addDays(today, 200);
  events.push(vevent(...privateLines(count), `DTSTART;VALUE=DATE:${icsDate(ahead)}`));
  return { ics: vcalendar(events), ahead };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const now = new Date();
  const ics = bookingCalendar(EVENTS, berlinDay(now));
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(ics),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/privat/basic.ics`;
  const emptyContent = fs.mkdtempSync(`${os.tmpdir()}/bench-calendar-`);
  try {
    console.log(`Rechner: ${os.cpus().length} Kerne (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}`);
    console.log(`Kalender: ${EVENTS} Termine über fünf Jahre, ${(ics.length / 1024).toFixed(0)} KB`);
    const times: number[] = [];
    let days = "";
    for (let run = 0; run < RUNS; run++) {
      const started = process.hrtime.bigint();
      const result = await loadCalendar({ url, contentDir: emptyContent, now });
      times.push(Number(process.hrtime.bigint() - started) / 1e9);
      if (result.warnings.length) throw new Error(result.warnings.join("\n"));
      days = `${result.booked.length} ausgebuchte, ${result.tentative.length} angefragte Tage`;
    }
    const seconds = median(times);
    console.log(
      `Lesen wie im Build (Abruf, Parsen, Serien, Tage): Median ${seconds.toFixed(3)} s aus ${RUNS} Läufen (max ${Math.max(...times).toFixed(3)} s); ${days}`,
    );
    const past = pastCalendar(PAST, berlinDay(now));
    const pastTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = process.hrtime.bigint();
      const reading = calendarDays(past.ics, { from: berlinDay(now) });
      pastTimes.push(Number(process.hrtime.bigint() - started) / 1e9);
      if (!reading.booked.includes(past.ahead))
        throw new Error(`Buchung am ${past.ahead} hinter ${PAST} vergangenen Terminen fehlt`);
    }
    console.log(
      `${PAST} vergangene Termine und eine Buchung danach (nur Lesen): Median ${median(pastTimes).toFixed(3)} s; die Buchung ist ausgebucht`,
    );
    if (process.argv.includes("--build")) {
      const work = projectCopy("bench-calendar-");
      try {
        const env = { BUILD_TIME: now.toISOString(), GATSBY_ENQUIRY_ENDPOINT: "http://127.0.0.1:9787/anfrage" };
        const cold = await buildInBackground(work, env);
        if (cold.status !== 0) throw new Error(cold.stderr.slice(-3000));
        const without = await buildInBackground(work, env);
        const withCalendar = await buildInBackground(work, { ...env, AVAILABILITY_ICS_URL: url });
        console.log(
          `Build: kalt ${cold.seconds.toFixed(1)} s, warm ohne Kalender ${without.seconds.toFixed(1)} s, warm mit Kalender ${withCalendar.seconds.toFixed(1)} s (Differenz ${(withCalendar.seconds - without.seconds).toFixed(1)} s)`,
        );
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    }
    console.log(
      seconds <= BUDGET_SECONDS
        ? `Budget eingehalten (≤ ${BUDGET_SECONDS} s).`
        : `Budget verfehlt (> ${BUDGET_SECONDS} s).`,
    );
    process.exitCode = seconds <= BUDGET_SECONDS ? 0 : 1;
  } finally {
    server.close();
    fs.rmSync(emptyContent, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
