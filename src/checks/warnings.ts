import { formatGermanDate, toIsoDay } from "../model/calendar-day";
import { buildTime, publishTime } from "../model/publish-time";
import { checkArticleDates, checkFigures, copyTexts, earlyBirdNotRenewed, type Claims } from "./claims";
import { checkRepeatedFacts, type RepeatedFacts } from "./fact-warnings";
import { isCalendarFile } from "../../gatsby/calendar-source";
import { calendarWarnings } from "../../gatsby/calendar-check";
import { locate, type ContentIssue } from "./issues";
import { parseQuietly, setAsideAliasBombs, type ContentFile } from "./read";
import { schemaIssues } from "./schema-issues";
import { fromPriceWarnings } from "./price-rules";
import { MAX_TITLE_LENGTH } from "../model/collections";
import { weaklyLinkedPages } from "./text-links";

/** Days after which the availability list counts as not looked after. */
export const AVAILABILITY_STALE_DAYS = 30;

type Parsed = ReturnType<typeof schemaIssues>["parsed"];

const isoOf = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === "string" ? value : undefined;
/** Same reading of dates as scheduled publishing (src/model/publish-time.ts): no offset = German time. */
const timeOf = (iso: string | undefined) => publishTime(iso) ?? Number.NaN;

/**
 * Content that is valid but probably out of date. Warnings never stop the build; the build and
 * `npm run check:content` print them. `now` is a parameter so tests can pick the day.
 */
export function contentWarnings(
  given: ContentFile[],
  now = buildTime(),
  { calendarUrl }: { calendarUrl?: string } = {},
): ContentIssue[] {
  // Files with too many YAML repeats are errors of the content check (validateFiles) and not read here.
  const all = setAsideAliasBombs(given).files;
  const { parsed } = schemaIssues(all, () => true);
  const calendars = all.filter((f) => isCalendarFile(f.path));
  const files = all.filter((f) => !f.path.endsWith(".ics"));
  // A calendar keeps the days current by itself: the reminder to renew updatedAt is for the hand-kept list alone.
  const calendarConfigured = Boolean(calendarUrl?.trim()) || calendars.length > 0;
  return [
    ...calendarWarnings(calendars, now),
    ...earlyBirdWarnings(parsed, now),
    ...pastYearWarnings(parsed, now),
    ...availabilityWarnings(parsed, now, calendarConfigured),
    ...figureWarnings(parsed, files, now),
    ...articleWarnings(parsed, now),
  ];
}

/** Early-bird offer whose deadline has passed: the banner is hidden, the offer is over. */
function earlyBirdWarnings(parsed: Parsed, now: Date): ContentIssue[] {
  const warnings: ContentIssue[] = [];
  for (const { file, items } of parsed.get("packages") ?? []) {
    for (const { value } of items) {
      const earlyBird = value.earlyBird as Record<string, unknown> | undefined;
      const deadline = isoOf(earlyBird?.deadline);
      if (deadline && timeOf(deadline) < now.getTime()) {
        warnings.push({ file, field: "earlyBird.deadline", message: earlyBirdNotRenewed(deadline, now) });
      }
    }
  }
  return warnings;
}

/** A year or season in a title that is over: "2025" or "2024/2025" when it is 2026 or later. */
function pastYearWarnings(parsed: Parsed, now: Date): ContentIssue[] {
  const warnings: ContentIssue[] = [];
  const thisYear = now.getFullYear();
  for (const entries of parsed.values()) {
    for (const { file, data } of entries) {
      const markdown = file.endsWith(".md");
      const walk = (node: unknown, trail: (string | number)[]): void => {
        if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...trail, i]));
        if (!node || typeof node !== "object") return;
        for (const [key, value] of Object.entries(node)) {
          if (typeof value === "string" && /^(title|season)$|Title$/.test(key)) {
            const mentions = [...value.matchAll(/\b20\d\d(?:\s*\/\s*20\d\d)?\b/g)].map((m) => m[0]);
            const latest = mentions.length ? Math.max(...mentions.flatMap((m) => m.split("/").map(Number))) : thisYear;
            if (latest < thisYear) {
              const what = mentions.map((m) => `„${m}“`).join(", ");
              warnings.push({
                file,
                ...locate(data, [...trail, key], markdown ? "Frontmatter" : undefined),
                message: `nennt ${what} – ${mentions.some((m) => m.includes("/")) ? "diese Saison" : "das Jahr"} ist vorbei (wir haben ${thisYear}). Bitte prüfen, ob der Text noch stimmt.`,
              });
            }
          } else walk(value, [...trail, key]);
        }
      };
      walk(data, []);
    }
  }
  return warnings;
}

/** An availability list nobody has checked for a month (visitors read "Stand: …" and may not trust it), or full of past days. */
function availabilityWarnings(parsed: Parsed, now: Date, calendarConfigured: boolean): ContentIssue[] {
  const warnings: ContentIssue[] = [];
  for (const { file, items } of parsed.get("availability") ?? []) {
    for (const { value } of items) {
      const updated = toIsoDay(value.updatedAt);
      const age = updated ? (now.getTime() - timeOf(`${updated}T00:00:00`)) / 86_400_000 : Number.NaN;
      if (age > AVAILABILITY_STALE_DAYS && !calendarConfigured) {
        warnings.push({
          file,
          field: "updatedAt",
          message: `die Terminliste wurde seit ${Math.floor(age)} Tagen nicht aktualisiert (Stand ${formatGermanDate(updated!) ?? updated}). Bitte belegte Tage prüfen und das Datum erneuern – Besucher sehen „Stand: …“.`,
        });
      }
      const past = [
        ...(Array.isArray(value.booked) ? value.booked : []),
        ...(Array.isArray(value.tentative) ? value.tentative : []),
      ]
        .map(toIsoDay)
        .filter((d): d is string => Boolean(d) && timeOf(`${d}T23:59:59`) < now.getTime());
      if (past.length > 20) {
        warnings.push({
          file,
          message: `${past.length} Tage in der Liste liegen in der Vergangenheit. Sie werden ignoriert; zum Aufräumen dürfen sie gelöscht werden.`,
        });
      }
    }
  }
  return warnings;
}

/** Figures that contradict each other or site.yaml; articles that let the blog look abandoned or stale; prices; weak links. */
function figureWarnings(parsed: Parsed, files: ContentFile[], now: Date): ContentIssue[] {
  const site = parsed.get("site")?.[0]?.items[0]?.value as ({ claims?: Claims } & RepeatedFacts) | undefined;
  const cities = (parsed.get("cities") ?? []).flatMap(({ file, items }) =>
    items.map(({ value }) => ({
      file,
      name: String(value.name ?? ""),
      distanceKm: typeof value.distanceKm === "number" ? value.distanceKm : undefined,
    })),
  );
  const texts = copyTexts(files, parseQuietly);
  return [
    ...checkFigures(site?.claims, texts, cities),
    ...checkRepeatedFacts(site, texts),
    ...checkArticleDates(files, now),
    ...fromPriceWarnings(parsed),
    ...weaklyLinkedPages(parsed, files),
  ];
}

/**
 * Articles: a headline longer than a search result shows, without a search title of its own (search
 * engines shorten it), and an article dated in the future.
 */
function articleWarnings(parsed: Parsed, now: Date): ContentIssue[] {
  const warnings: ContentIssue[] = [];
  const articles = (parsed.get("blog") ?? []).flatMap(({ file, items }) => items.map(({ value }) => ({ file, value })));
  for (const { file, value } of articles) {
    if (typeof value.title === "string" && value.title.length > MAX_TITLE_LENGTH && !value.searchTitle)
      warnings.push({
        file,
        entry: "Frontmatter",
        field: "title",
        message: `ist ${value.title.length} Zeichen lang; Suchergebnisse zeigen etwa ${MAX_TITLE_LENGTH} und kürzen den Rest. Wer bestimmen will, was dort steht, trägt einen „Titel für Suchmaschinen“ ein (searchTitle, höchstens ${MAX_TITLE_LENGTH} Zeichen).`,
      });
  }
  for (const { file, value } of articles) {
    const published = isoOf(value.publishedAt);
    if (published && timeOf(published) > now.getTime()) {
      warnings.push({
        file,
        entry: "Frontmatter",
        field: "publishedAt",
        message: `liegt in der Zukunft: Der Artikel wird erst am ${formatGermanDate(published) ?? published} veröffentlicht.`,
      });
    }
  }
  return warnings;
}
