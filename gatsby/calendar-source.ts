import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { berlinDay, formatGermanDate, type IsoDay } from "../src/model/calendar-day";
import { CalendarError, calendarDays, type CalendarReading } from "./calendar-days";
import { CALENDAR_BUDGET, skippedSeriesWarnings, type CalendarBudget } from "./calendar-budget";

/**
 * Where the owner's calendar comes from: the private iCal address in AVAILABILITY_ICS_URL (a secret:
 * set on the host and in the GitHub workflow, never in git) and/or .ics exports committed under
 * content/availability/. Read once per build, never from the visitor's browser. A calendar that
 * fails warns and leaves the site on availability.yaml alone; the build goes on.
 */

export const ICS_URL_ENV = "AVAILABILITY_ICS_URL";
/** A calendar that has not answered after this long is given up (the build must not hang on it). */
export const FETCH_TIMEOUT_MS = 10_000;
/** Larger answers are no booking calendar (and would only slow the build down). */
const MAX_BYTES = 20 * 1024 * 1024;

/** A committed calendar export: an .ics file directly in content/availability/. */
export const isCalendarFile = (file: string): boolean => /(^|\/)availability\/[^/]+\.ics$/i.test(file);

export interface CalendarResult {
  /** Whether a calendar is configured at all (address or file). */
  configured: boolean;
  /** Days from every source that could be read, from the build's day on. */
  booked: IsoDay[];
  tentative: IsoDay[];
  /** "Stand:" – the day the address was read, else the newest stamp of a committed export; null: availability.yaml's updatedAt. */
  knownOn: IsoDay | null;
  /**
   * German lines for the build log: counts, sources and reasons – nothing from an event, except the
   * title and UID of a series the reader had to skip (calendar-budget.ts), so that the owner can find it.
   */
  warnings: string[];
  info: string[];
}

/** webcal:// (how iCloud and Outlook hand out the address) is https. */
export const calendarUrl = (raw: string): string => raw.trim().replace(/^webcals?:\/\//i, "https://");

const seconds = (ms: number) => `${(ms / 1000).toLocaleString("de-DE", { maximumFractionDigits: 1 })} s`;

/** The calendar at `url` as text; a CalendarError with a reason for the log (without the address, which is a secret). */
export async function fetchCalendarText(url: string, timeoutMs = FETCH_TIMEOUT_MS): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(calendarUrl(url));
  } catch {
    throw new CalendarError("ist keine gültige Adresse (erwartet wird https://… oder webcal://…)");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new CalendarError("ist keine http(s)- oder webcal-Adresse");
  let response: Response;
  try {
    response = await fetch(parsed, {
      headers: { accept: "text/calendar, */*;q=0.5" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      const hint = [401, 403, 404, 410].includes(response.status)
        ? " – ist die private Adresse noch gültig? Nach einem Zurücksetzen im Kalender ändert sie sich."
        : "";
      throw new CalendarError(`der Kalender-Server antwortet mit HTTP ${response.status}${hint}`);
    }
    if (Number(response.headers.get("content-length")) > MAX_BYTES)
      throw new CalendarError("die Antwort ist größer als 20 MB");
    const text = await response.text();
    if (text.length > MAX_BYTES) throw new CalendarError("die Antwort ist größer als 20 MB");
    return text;
  } catch (error) {
    if (error instanceof CalendarError) throw error;
    const e = error as { name?: string; cause?: { code?: string } };
    if (e.name === "TimeoutError" || e.name === "AbortError")
      throw new CalendarError(`keine vollständige Antwort nach ${seconds(timeoutMs)} (Zeitlimit)`);
    throw new CalendarError(`Kalender-Server nicht erreichbar${e.cause?.code ? ` (${e.cause.code})` : ""}`);
  }
}

/** The committed exports below `contentDir`, by path relative to the project (content/availability/*.ics). */
export function readCalendarFiles(contentDir: string): { file: string; text: string }[] {
  const dir = path.join(contentDir, "availability");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ics$/i.test(name))
    .sort()
    .map((name) => ({ file: `content/availability/${name}`, text: fs.readFileSync(path.join(dir, name), "utf8") }));
}

/**
 * The owner's address from content/site/site.yaml (`email`): how the calendar recognises the owner
 * among an invitation's guests (gatsby/calendar-invitations.ts). Empty when the file is unreadable.
 */
export function ownerEmails(contentDir: string): string[] {
  try {
    const site = yaml.load(fs.readFileSync(path.join(contentDir, "site", "site.yaml"), "utf8")) as { email?: unknown };
    return typeof site?.email === "string" && site.email.trim() ? [site.email.trim()] : [];
  } catch {
    return [];
  }
}

/** One source as read: its text, or why it could not be had. */
interface SourceText {
  /** How the log names it: the variable (never its value) or the file. */
  label: string;
  fromAddress: boolean;
  text?: string;
  error?: string;
  /** Time spent fetching it, for the log. */
  fetchMs?: number;
}

const fallback =
  "Die Terminprüfung und der Kalender im Anfrageformular nutzen nur content/availability/availability.yaml.";
const reasonOf = (error: unknown) =>
  error instanceof CalendarError ? error.message : "unerwarteter Fehler beim Lesen";

/** The days of every source that could be read; what fails is reported and left out. */
export function calendarFromTexts(
  sources: SourceText[],
  now: Date,
  owners: readonly string[] = [],
  budget: CalendarBudget = CALENDAR_BUDGET,
): CalendarResult {
  const from = berlinDay(now);
  const booked = new Set<IsoDay>();
  const tentative = new Set<IsoDay>();
  const result: CalendarResult = {
    configured: sources.length > 0,
    booked: [],
    tentative: [],
    knownOn: null,
    warnings: [],
    info: [],
  };
  let addressRead = false;
  let newestStamp: number | null = null;
  for (const source of sources) {
    const started = Date.now();
    let reading: CalendarReading;
    try {
      if (source.error !== undefined) throw new CalendarError(source.error);
      reading = calendarDays(source.text ?? "", { from, owners, budget });
    } catch (error) {
      result.warnings.push(`Kalender aus ${source.label} nicht gelesen: ${reasonOf(error)}. ${fallback}`);
      continue;
    }
    reading.booked.forEach((d) => booked.add(d));
    reading.tentative.forEach((d) => tentative.add(d));
    if (source.fromAddress) addressRead = true;
    else if (reading.stampedAt !== null)
      newestStamp = Math.max(newestStamp ?? 0, Math.min(reading.stampedAt, now.getTime()));
    result.info.push(
      `Kalender aus ${source.label} gelesen: ${reading.booked.length} ausgebuchte und ${reading.tentative.length} angefragte Tage ab ${formatGermanDate(from) ?? from} (${seconds(Date.now() - started + (source.fetchMs ?? 0))}).`,
    );
    for (const line of skippedSeriesWarnings(reading.skippedSeries, budget))
      result.warnings.push(`Kalender aus ${source.label}: ${line}`);
    if (reading.unreadable)
      result.warnings.push(
        `Kalender aus ${source.label}: ${reading.unreadable} Termin(e) ließen sich nicht lesen und blockieren keinen Tag.`,
      );
    if (reading.freeAllDay)
      result.warnings.push(
        `Kalender aus ${source.label}: ${reading.freeAllDay} ganztägige(r) Termin(e) stehen auf „frei/verfügbar“ und blockieren keinen Tag. Sind es Buchungen, in der Kalender-App „Anzeigen als: Beschäftigt“ wählen.`,
      );
  }
  result.booked = [...booked].sort();
  result.tentative = [...tentative].filter((d) => !booked.has(d)).sort();
  result.knownOn = addressRead ? from : newestStamp !== null ? berlinDay(new Date(newestStamp)) : null;
  return result;
}

const fileSources = (contentDir: string): SourceText[] =>
  readCalendarFiles(contentDir).map(({ file, text }) => ({ label: file, text, fromAddress: false }));

/** The committed exports alone (no address): what every build reads, also for tests that compare the site with content/. */
export const committedCalendar = (contentDir: string, now: Date): CalendarResult =>
  calendarFromTexts(fileSources(contentDir), now, ownerEmails(contentDir));

export interface LoadOptions {
  /** The private iCal address (AVAILABILITY_ICS_URL); empty or missing: none. */
  url?: string;
  contentDir: string;
  now: Date;
  timeoutMs?: number;
}

/** The calendar as the build uses it: the address (if set) and every committed export. */
export async function loadCalendar({
  url,
  contentDir,
  now,
  timeoutMs = FETCH_TIMEOUT_MS,
}: LoadOptions): Promise<CalendarResult> {
  const sources: SourceText[] = [];
  if (url?.trim()) {
    const address: SourceText = { label: ICS_URL_ENV, fromAddress: true };
    const started = Date.now();
    try {
      address.text = await fetchCalendarText(url, timeoutMs);
    } catch (error) {
      address.error = reasonOf(error);
    }
    address.fetchMs = Date.now() - started;
    sources.push(address);
  }
  return calendarFromTexts([...sources, ...fileSources(contentDir)], now, ownerEmails(contentDir));
}
