/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import http from "http";
import type { AddressInfo } from "net";
import { calendarUrl, ICS_URL_ENV, loadCalendar } from "../../gatsby/calendar-source";
import { PRIVATE_DETAILS, privateLines, privateNeedles, vcalendar, vevent } from "../support/ics";

/**
 * The loader against a real HTTP server on 127.0.0.1 (no mocked fetch): a calendar that answers, and
 * every way one can fail – each must warn in German naming the variable, never the secret address,
 * and leave the build on availability.yaml.
 */
const NOW = new Date("2026-11-25T06:00:00+01:00");
const CALENDAR = vcalendar([
  vevent(...privateLines(1), "DTSTART;TZID=Europe/Berlin:20261212T190000", "DTEND;TZID=Europe/Berlin:20261213T020000"),
  vevent(...privateLines(2), "DTSTART;VALUE=DATE:20261219", "STATUS:TENTATIVE"),
]);
const SECRET_PATH = "/calendar/ical/privat-a1b2c3d4e5/basic.ics";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const routes: Record<string, Handler> = {
  [SECRET_PATH]: (_req, res) => res.writeHead(200, { "content-type": "text/calendar" }).end(CALENDAR),
  "/weg.ics": (_req, res) => res.writeHead(404).end("Not Found"),
  "/anmelden.ics": (_req, res) =>
    res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Anmelden</title>"),
  "/langsam.ics": () => undefined, // never answers
};
let server: http.Server;
let base: string;
let emptyContent: string;

beforeAll(async () => {
  server = http.createServer((req, res) => (routes[req.url ?? ""] ?? routes["/weg.ics"])(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  emptyContent = fs.mkdtempSync(path.join(os.tmpdir(), "calendar-content-"));
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
  fs.rmSync(emptyContent, { recursive: true, force: true });
});

const load = (url: string, timeoutMs?: number) => loadCalendar({ url, contentDir: emptyContent, now: NOW, timeoutMs });

describe("calendar loader", () => {
  it("reads booked and held days from the private address; „Stand:“ is the day it was read", async () => {
    const result = await load(`${base}${SECRET_PATH}`);
    expect(result).toMatchObject({
      configured: true,
      booked: ["2026-12-12"],
      tentative: ["2026-12-19"],
      knownOn: "2026-11-25",
      warnings: [],
    });
    expect(result.info.join("\n")).toMatch(
      new RegExp(`Kalender aus ${ICS_URL_ENV} gelesen: 1 ausgebuchte und 1 angefragte Tage`),
    );
    const log = JSON.stringify(result);
    for (const needle of [...privateNeedles(), "privat-a1b2c3d4e5"]) expect(log).not.toContain(needle);
  });

  it.each([
    ["answers 404", "/weg.ics", /HTTP 404 – ist die private Adresse noch gültig\?/],
    ["answers with a web page instead of a calendar", "/anmelden.ics", /keine iCalendar-Datei/],
    ["is no address at all", "kein-link", /keine gültige Adresse/],
  ])("a calendar that %s: a German warning naming the variable, no days", async (_what, where, reason) => {
    const result = await load(where.startsWith("/") ? `${base}${where}` : where);
    expect(result).toMatchObject({ configured: true, booked: [], tentative: [], knownOn: null });
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(`Kalender aus ${ICS_URL_ENV} nicht gelesen:`);
    expect(result.warnings[0]).toMatch(reason);
    expect(result.warnings[0]).toContain("nutzen nur content/availability/availability.yaml");
    expect(result.warnings[0]).not.toContain(base);
  });

  it("a calendar that does not answer is given up after the time limit", async () => {
    const started = Date.now();
    const result = await load(`${base}/langsam.ics`, 300);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.warnings[0]).toMatch(
      /AVAILABILITY_ICS_URL nicht gelesen: keine vollständige Antwort nach 0,3 s \(Zeitlimit\)/,
    );
  });

  it("an unreachable server (nothing listening on the port) warns and returns no days", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await load(`http://127.0.0.1:${port}/kalender.ics`);
    expect(result).toMatchObject({ booked: [], tentative: [], knownOn: null });
    expect(result.warnings[0]).toMatch(
      /AVAILABILITY_ICS_URL nicht gelesen: Kalender-Server nicht erreichbar \(ECONNREFUSED\)/,
    );
  });

  it("takes webcal:// addresses (iCloud, Outlook) as https", () => {
    expect(calendarUrl(" webcal://p12-caldav.icloud.com/published/2/abc ")).toBe(
      "https://p12-caldav.icloud.com/published/2/abc",
    );
  });

  it("without an address or export, nothing is configured and nothing is logged", async () => {
    expect(await loadCalendar({ url: "", contentDir: emptyContent, now: NOW })).toEqual({
      configured: false,
      booked: [],
      tentative: [],
      knownOn: null,
      warnings: [],
      info: [],
    });
  });
});

describe("committed calendar exports (content/availability/*.ics)", () => {
  let content: string;
  beforeEach(() => {
    content = fs.mkdtempSync(path.join(os.tmpdir(), "calendar-export-"));
    fs.mkdirSync(path.join(content, "availability"));
  });
  afterEach(() => fs.rmSync(content, { recursive: true, force: true }));

  it("are read with the address; „Stand:“ is the address's day, else the export's newest time stamp", async () => {
    fs.writeFileSync(
      path.join(content, "availability/export.ics"),
      vcalendar([vevent(...privateLines(3), "DTSTART;VALUE=DATE:20270102")]),
    );
    const alone = await loadCalendar({ contentDir: content, now: NOW });
    expect(alone).toMatchObject({ configured: true, booked: ["2027-01-02"], knownOn: "2026-11-01", warnings: [] });
    const both = await loadCalendar({ url: `${base}${SECRET_PATH}`, contentDir: content, now: NOW });
    expect(both).toMatchObject({
      booked: ["2026-12-12", "2027-01-02"],
      tentative: ["2026-12-19"],
      knownOn: "2026-11-25",
    });
  });

  it("a broken export warns with its file name and leaves the others", async () => {
    fs.writeFileSync(
      path.join(content, "availability/kaputt.ics"),
      `BEGIN:VCALENDAR\r\n${PRIVATE_DETAILS.summary}\r\nEND:VCALENDAR\r\n`,
    );
    const result = await loadCalendar({ url: `${base}${SECRET_PATH}`, contentDir: content, now: NOW });
    expect(result.booked).toEqual(["2026-12-12"]);
    expect(result.warnings).toEqual([
      expect.stringMatching(
        /^Kalender aus content\/availability\/kaputt\.ics nicht gelesen: keine gültige iCalendar-Datei/,
      ),
    ]);
    expect(result.warnings[0]).not.toContain("Schimmelpfennig");
  });
});
