import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import matter from "gray-matter";
import type { GatsbyNode } from "gatsby";
import type { z } from "zod";
import { COLLECTIONS, type Collection } from "../src/model/collections";
import { entrySchema } from "../src/model/zod";
import type { Field, Fields, ReferenceField } from "../src/model/fields";
import { formatGermanDate } from "../src/lib/dates";
import { tokensIn } from "../src/lib/text";
import { knownTokens, type PriceContent } from "../src/lib/tokens";
import { buildTime, publishTime } from "./publish-time";
import { launchIssues, launchReminder } from "./launch-check";
import { checkArticleDates, checkFigures, checkPrices, copyTexts, earlyBirdNotRenewed, type Claims } from "./content-claims";
import { ICS_URL_ENV, isCalendarFile } from "./calendar-source";
import { calendarWarnings } from "./calendar-check";

/** One problem in one content file, phrased for an editor. */
export interface ContentIssue {
  file: string;
  entry?: string;
  field?: string;
  message: string;
}

export interface ContentFile {
  /** Path relative to the project root, e.g. content/locations/locations.yaml */
  path: string;
  text: string;
}

/** The collections of the content model (src/model/collections/), each with its validator rule. */
const RULES = COLLECTIONS.map((collection) => ({ collection, schema: entrySchema(collection) }));

/** Path below content/ that identifies a collection's files: "cities" (a folder) or "site/site.yaml" (one file). */
const own = (collection: Collection) => collection.path.replace(/^content\//, "");
const belongsTo = (collection: Collection, file: string): boolean => {
  const rel = own(collection);
  if (collection.shape === "folder" || collection.shape === "markdown") {
    const dir = file.split("/").slice(0, -1).join("/");
    return (dir === rel || dir.endsWith(`/${rel}`)) && (collection.shape === "markdown" ? file.endsWith(".md") : /\.ya?ml$/.test(file));
  }
  return file === rel || file.endsWith(`/${rel}`);
};

const TYPE_NAMES: Record<string, string> = {
  string: "ein Text",
  number: "eine Zahl",
  integer: "eine ganze Zahl",
  boolean: "true oder false",
  array: "eine Liste",
  object: "ein Abschnitt mit Feldern",
  date: "ein Datum",
};

const describeValue = (value: unknown): string => {
  if (value === undefined) return "nichts";
  if (value instanceof Date) return value.toISOString();
  const json = JSON.stringify(value);
  return json && json.length > 60 ? `${json.slice(0, 57)}…` : String(json);
};

const labelOf = (item: unknown): string | undefined => {
  if (!item || typeof item !== "object") return undefined;
  const record = item as Record<string, unknown>;
  const label = record.name ?? record.title ?? record.question ?? record.id ?? record.city;
  return typeof label === "string" ? label : undefined;
};

/** Turns a path inside a document into "Eintrag 3 („Gut Basthorst“)" and the field name. */
function locate(data: unknown, issuePath: (string | number)[], prefix?: string): { entry?: string; field?: string } {
  let node: unknown = data;
  const entryParts: string[] = prefix ? [prefix] : [];
  let fieldParts: string[] = [];
  for (const key of issuePath) {
    if (typeof key === "number") {
      const label = labelOf((node as unknown[] | undefined)?.[key]);
      entryParts.push([...fieldParts, `Eintrag ${key + 1}${label ? ` („${label}“)` : ""}`].join(" › "));
      fieldParts = [];
    } else {
      fieldParts.push(key);
    }
    node = node && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined;
  }
  return { entry: entryParts.length ? entryParts.join(", ") : undefined, field: fieldParts.join(".") || undefined };
}

const valueAt = (data: unknown, issuePath: (string | number)[]): unknown =>
  issuePath.reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined), data);

function zodMessage(issue: z.ZodIssue, value: unknown): string {
  if (issue.code === "invalid_type") {
    if (issue.received === "undefined") return "fehlt (Pflichtfeld)";
    const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
    return `muss ${expected} sein, gefunden: ${describeValue(value)}`;
  }
  if (issue.code === "unrecognized_keys") return `unbekanntes Feld: ${issue.keys.join(", ")}`;
  return `${issue.message}, gefunden: ${describeValue(value)}`;
}

interface ParsedEntry {
  file: string;
  data: unknown;
  /** Entries of the collection found in this file, with their position label. */
  items: { entry?: string; value: Record<string, unknown> }[];
}

function parseFile(file: ContentFile, shape: Collection["shape"], issues: ContentIssue[]): unknown {
  try {
    if (shape === "markdown") return matter(file.text).data;
    return yaml.load(file.text);
  } catch (error) {
    const e = error as { mark?: { line: number; column: number }; reason?: string; message: string };
    // Frontmatter starts after the opening "---" line of a Markdown file.
    const offset = shape === "markdown" ? 2 : 1;
    const where = e.mark ? `Zeile ${e.mark.line + offset}, Spalte ${e.mark.column + 1}` : "unbekannte Stelle";
    issues.push({ file: file.path, message: `YAML-Syntaxfehler in ${where}: ${e.reason ?? e.message}` });
    return undefined;
  }
}

/** Every `image:` value must name a file that exists, relative to the content file. */
function checkImages(file: string, root: unknown, exists: (p: string) => boolean, issues: ContentIssue[], prefix?: string): void {
  const walk = (node: unknown, trail: (string | number)[]): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...trail, i]));
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "image" && typeof value === "string") {
        const target = path.join(path.dirname(file), value);
        if (!exists(target))
          issues.push({ file, ...locate(root, [...trail, key], prefix), message: `Bilddatei nicht gefunden: ${value} (erwartet unter ${target})` });
      } else walk(value, [...trail, key]);
    }
  };
  walk(root, []);
}

/**
 * Checks every content file. Pure apart from `exists`, so tests can feed broken fixtures.
 * Returns errors only: each one stops the build. Stale content is reported by `contentWarnings`.
 */
export function validateFiles(files: ContentFile[], exists: (p: string) => boolean): ContentIssue[] {
  return analyse(files, exists).issues;
}

/** Parses every file once: the schema errors, and the parsed entries for checks across files. */
function analyse(all: ContentFile[], exists: (p: string) => boolean): { issues: ContentIssue[]; parsed: Map<string, ParsedEntry[]> } {
  const issues: ContentIssue[] = [];
  const parsed = new Map<string, ParsedEntry[]>();
  // Calendar exports (content/availability/*.ics) are read by the build's calendar (gatsby/calendar-source.ts), not as YAML.
  const files = all.filter((f) => !isCalendarFile(f.path));

  for (const file of files) {
    if (file.path.endsWith(".ics"))
      issues.push({
        file: file.path,
        message: "Kalenderdateien (.ics) liest die Website nur aus content/availability/. Bitte die Datei dorthin verschieben.",
      });
    else if (!COLLECTIONS.some((c) => belongsTo(c, file.path)))
      issues.push({
        file: file.path,
        message: `gehört zu keiner Sammlung des Inhaltsmodells (src/model/collections/); die Website liest diese Datei nicht. Erlaubt sind: ${COLLECTIONS.map((c) => c.path).join(", ")}`,
      });
  }

  for (const { collection, schema } of RULES) {
    const entries: ParsedEntry[] = [];
    for (const file of files.filter((f) => belongsTo(collection, f.path))) {
      const data = parseFile(file, collection.shape, issues);
      if (data === undefined) continue;
      const list = collection.shape === "list";
      if (list && !Array.isArray(data)) {
        issues.push({ file: file.path, message: "muss eine Liste von Einträgen sein (jeder Eintrag beginnt mit „- “)" });
        continue;
      }
      const docs = list ? (data as unknown[]) : [data];
      const items: ParsedEntry["items"] = [];
      docs.forEach((doc, index) => {
        const prefix = list
          ? `Eintrag ${index + 1}${labelOf(doc) ? ` („${labelOf(doc)}“)` : ""}`
          : collection.shape === "markdown"
            ? "Frontmatter"
            : undefined;
        const result = schema.safeParse(doc);
        if (!result.success) {
          for (const issue of result.error.issues) {
            issues.push({ file: file.path, ...locate(doc, issue.path, prefix), message: zodMessage(issue, valueAt(doc, issue.path)) });
          }
        }
        if (doc && typeof doc === "object") items.push({ entry: prefix, value: doc as Record<string, unknown> });
      });
      checkImages(file.path, data, exists, issues, collection.shape === "markdown" ? "Frontmatter" : undefined);
      entries.push({ file: file.path, data, items });
    }
    parsed.set(collection.name, entries);

    if (collection.unique) {
      const seen = new Map<string, string>();
      for (const { file, items } of entries) {
        for (const { entry, value } of items) {
          const key = value[collection.unique];
          if (typeof key !== "string") continue;
          const first = seen.get(key);
          if (first) issues.push({ file, entry, field: collection.unique, message: `„${key}“ ist doppelt vergeben (bereits in ${first})` });
          else seen.set(key, entry ? `${file}, ${entry}` : file);
        }
      }
    }
  }

  checkTokens(parsed, issues);
  checkPrices(copyTexts(files, parseQuietly), issues);
  checkReferences(parsed, issues);
  checkAvailability(parsed, issues);
  checkBlog(parsed, issues);
  checkCityTexts(parsed, issues);
  return { issues, parsed };
}

const parseQuietly = (file: ContentFile): unknown => {
  try {
    return yaml.load(file.text);
  } catch {
    return undefined;
  }
};

/** The packages as parsed, for the names of the price tokens. */
const pricesOf = (parsed: Map<string, ParsedEntry[]>): PriceContent => {
  const value = parsed.get("packages")?.[0]?.items[0]?.value as Partial<PriceContent> | undefined;
  const list = <T>(v: unknown): T[] => (Array.isArray(v) ? v.filter((x) => x && typeof x.id === "string") : []);
  return { guide: list(value?.guide), christmas: list(value?.christmas), priceRanges: list(value?.priceRanges) };
};

/** Every {token} in a text must be one the site fills (src/lib/text.ts); a typo would reach visitors as "{ctiy}". */
function checkTokens(parsed: Map<string, ParsedEntry[]>, issues: ContentIssue[]): void {
  const KNOWN_TOKENS = knownTokens(pricesOf(parsed));
  const known = new Set(KNOWN_TOKENS);
  for (const entries of parsed.values()) {
    for (const { file, data } of entries) {
      const walk = (node: unknown, trail: (string | number)[]): void => {
        if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...trail, i]));
        if (node && typeof node === "object" && !(node instanceof Date)) {
          for (const [key, value] of Object.entries(node)) walk(value, [...trail, key]);
          return;
        }
        if (typeof node !== "string") return;
        const unknown = [...new Set(tokensIn(node))].filter((token) => !known.has(token));
        if (unknown.length)
          issues.push({
            file,
            ...locate(data, trail, file.endsWith(".md") ? "Frontmatter" : undefined),
            message: `unbekannter Platzhalter ${unknown.map((t) => `{${t}}`).join(", ")}; möglich sind: ${KNOWN_TOKENS.map((t) => `{${t}}`).join(", ")}`,
          });
      };
      walk(data, []);
    }
  }
}

/** Every value of a reference field (e.g. a blog category) must name an entry of the other collection. */
function checkReferences(parsed: Map<string, ParsedEntry[]>, issues: ContentIssue[]): void {
  const refs: { path: string[]; field: ReferenceField }[] = [];
  const collect = (fields: Fields, trail: string[]) => {
    for (const [name, field] of Object.entries(fields) as [string, Field][]) {
      if (field.kind === "reference") refs.push({ path: [...trail, name], field });
      else if (field.kind === "group") collect(field.fields, [...trail, name]);
    }
  };
  for (const collection of COLLECTIONS) {
    refs.length = 0;
    collect(collection.fields, []);
    for (const { path: fieldPath, field } of refs) {
      const target = COLLECTIONS.find((c) => c.name === field.collection)!;
      const allowed = new Set(
        (parsed.get(target.name) ?? []).flatMap((e) => e.items.map((i) => i.value[field.field])).filter((n): n is string => typeof n === "string"),
      );
      for (const { file, items } of parsed.get(collection.name) ?? []) {
        for (const { entry, value } of items) {
          const found = fieldPath.reduce<unknown>(
            (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
            value,
          );
          if (typeof found === "string" && found.trim() !== "" && !allowed.has(found)) {
            issues.push({
              file,
              entry,
              field: fieldPath.join("."),
              message: `unbekannte ${field.noun} „${found}“; erlaubt sind: ${[...allowed].join(", ")} (Liste in ${target.path})`,
            });
          }
        }
      }
    }
  }
}

const isoDay = (value: unknown): string | undefined =>
  value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === "string" ? value.slice(0, 10) : undefined;

/** A day is either booked or held, never both; a day listed twice is a slip. Extras have distinct ids. */
function checkAvailability(parsed: Map<string, ParsedEntry[]>, issues: ContentIssue[]): void {
  for (const { file, items } of parsed.get("availability") ?? []) {
    for (const { value } of items) {
      const booked = Array.isArray(value.booked) ? value.booked.map(isoDay) : [];
      const tentative = new Set(Array.isArray(value.tentative) ? value.tentative.map(isoDay) : []);
      for (const date of new Set(booked)) {
        if (date && tentative.has(date))
          issues.push({
            file,
            field: "tentative",
            message: `${formatGermanDate(date) ?? date} steht unter „booked“ (ausgebucht) und unter „tentative“ (angefragt); ein Tag darf nur in einer Liste stehen.`,
          });
      }
    }
  }
  for (const { file, items } of parsed.get("extras") ?? []) {
    for (const { value } of items) {
      const seen = new Set<string>();
      (Array.isArray(value.extras) ? value.extras : []).forEach((extra: { id?: unknown; name?: unknown }, i: number) => {
        if (typeof extra?.id !== "string") return;
        if (seen.has(extra.id))
          issues.push({
            file,
            entry: `extras › Eintrag ${i + 1}${typeof extra.name === "string" ? ` („${extra.name}“)` : ""}`,
            field: "id",
            message: `„${extra.id}“ ist doppelt vergeben`,
          });
        seen.add(extra.id);
      });
    }
  }
}

/** Days after which the availability list counts as not looked after. */
export const AVAILABILITY_STALE_DAYS = 30;

/** The displayed date of an article, if given, must be the German form of publishedAt. */
function checkBlog(parsed: Map<string, ParsedEntry[]>, issues: ContentIssue[]): void {
  for (const { file, items } of parsed.get("blog") ?? []) {
    for (const { value } of items) {
      const published = value.publishedAt instanceof Date ? value.publishedAt.toISOString() : value.publishedAt;
      if (typeof published === "string" && typeof value.date === "string" && value.date.trim() !== "") {
        const expected = formatGermanDate(published);
        if (expected && expected !== value.date) {
          issues.push({
            file,
            entry: "Frontmatter",
            field: "date",
            message: `passt nicht zu publishedAt (${published}); erwartet „${expected}“, gefunden: „${value.date}“`,
          });
        }
      }
    }
  }
}

/** Two cities may share at most this share of their word trigrams in one text field (Jaccard). */
export const CITY_OVERLAP_LIMIT = 0.15;

/** The texts of a city page that must be written for that city, with what an editor calls them. */
const CITY_TEXTS: Record<string, (city: Record<string, unknown>) => string> = {
  intro: (c) => (typeof c.intro === "string" ? c.intro : ""),
  faq: (c) => (Array.isArray(c.faq) ? c.faq.map((f) => `${f?.question ?? ""} ${f?.answer ?? ""}`).join(" ") : ""),
  specialties: (c) => (Array.isArray(c.specialties) ? c.specialties.map((s) => `${s?.title ?? ""} ${s?.text ?? ""}`).join(" ") : ""),
};

/** Word trigrams with the city's own name masked, so a find-and-replace copy still matches fully. */
export function trigrams(text: string, cityName: string): Set<string> {
  const masked = cityName ? text.split(cityName).join("STADT") : text;
  const words = masked
    .toLowerCase()
    .replace(/[^a-zäöüß0-9 ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  return new Set(words.slice(2).map((_, i) => words.slice(i, i + 3).join(" ")));
}

/** Share of trigrams two texts have in common: 0 (nothing) to 1 (the same text). */
export function overlap(a: Set<string>, b: Set<string>): number {
  const union = new Set([...a, ...b]).size;
  return union ? [...a].filter((x) => b.has(x)).length / union : 0;
}

/**
 * Every city page has its own text: no two cities share much of their intro, FAQ or specialties,
 * and the intro names the distance from Hamburg given in `distanceKm`.
 */
function checkCityTexts(parsed: Map<string, ParsedEntry[]>, issues: ContentIssue[]): void {
  const cities = (parsed.get("cities") ?? []).flatMap(({ file, items }) =>
    items.map(({ value }) => ({ file, value, name: typeof value.name === "string" ? value.name : "" })),
  );
  for (const [field, textOf] of Object.entries(CITY_TEXTS)) {
    const grams = cities.map((c) => trigrams(textOf(c.value), c.name));
    for (let i = 0; i < cities.length; i++) {
      for (let j = i + 1; j < cities.length; j++) {
        const share = overlap(grams[i], grams[j]);
        if (share < CITY_OVERLAP_LIMIT) continue;
        for (const [self, other] of [
          [cities[i], cities[j]],
          [cities[j], cities[i]],
        ]) {
          issues.push({
            file: self.file,
            field,
            message:
              `gleicht zu ${Math.round(share * 100)} % dem Feld „${field}“ in ${other.file}${other.name ? ` (${other.name})` : ""}; ` +
              `erlaubt sind unter ${Math.round(CITY_OVERLAP_LIMIT * 100)} % gleiche Wortfolgen (der Stadtname zählt nicht mit). ` +
              "Jede Stadtseite braucht eigene Sätze – bitte den Text der neueren Seite für ihre Stadt neu schreiben.",
          });
        }
      }
    }
  }
  for (const { file, value } of cities) {
    const km = value.distanceKm;
    if (typeof km !== "number" || typeof value.intro !== "string") continue;
    if (!new RegExp(`(^|\\D)${km}(\\D|$)`).test(value.intro)) {
      issues.push({
        file,
        field: "intro",
        message: `nennt die Entfernung von Hamburg nicht: distanceKm ist ${km}, aber „${km}“ kommt im Text nicht vor (z. B. „rund ${km} Kilometer“). Entfernung im Text ergänzen oder distanceKm korrigieren.`,
      });
    }
  }
}

/**
 * Content that is valid but probably out of date. Warnings never stop the build; the build and
 * `npm run check:content` print them. `now` is a parameter so tests can pick the day.
 */
export function contentWarnings(all: ContentFile[], now = buildTime(), { calendarUrl }: { calendarUrl?: string } = {}): ContentIssue[] {
  const { parsed } = analyse(all, () => true);
  const calendars = all.filter((f) => isCalendarFile(f.path));
  const files = all.filter((f) => !f.path.endsWith(".ics"));
  // A calendar keeps the days current by itself: the reminder to renew updatedAt is for the hand-kept list alone.
  const calendarConfigured = Boolean(calendarUrl?.trim()) || calendars.length > 0;
  const warnings: ContentIssue[] = calendarWarnings(calendars, now);
  const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === "string" ? value : undefined);
  // Same reading of dates as scheduled publishing (gatsby/publish-time.ts): no offset = German time.
  const timeOf = (iso: string | undefined) => publishTime(iso) ?? Number.NaN;

  // Early-bird offer whose deadline has passed: the banner is hidden, the offer is over.
  for (const { file, items } of parsed.get("packages") ?? []) {
    for (const { value } of items) {
      const earlyBird = value.earlyBird as Record<string, unknown> | undefined;
      const deadline = isoOf(earlyBird?.deadline);
      if (deadline && timeOf(deadline) < now.getTime()) {
        warnings.push({ file, field: "earlyBird.deadline", message: earlyBirdNotRenewed(deadline, now) });
      }
    }
  }

  // A year or season in a title that is over: "2025" or "2024/2025" when it is 2026 or later.
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

  // An availability list nobody has checked for a month: visitors read "Stand: …" and may not trust it.
  for (const { file, items } of parsed.get("availability") ?? []) {
    for (const { value } of items) {
      const updated = isoDay(value.updatedAt);
      const age = updated ? (now.getTime() - timeOf(`${updated}T00:00:00`)) / 86_400_000 : Number.NaN;
      if (age > AVAILABILITY_STALE_DAYS && !calendarConfigured) {
        warnings.push({
          file,
          field: "updatedAt",
          message: `die Terminliste wurde seit ${Math.floor(age)} Tagen nicht aktualisiert (Stand ${formatGermanDate(updated!) ?? updated}). Bitte belegte Tage prüfen und das Datum erneuern – Besucher sehen „Stand: …“.`,
        });
      }
      const past = [...(Array.isArray(value.booked) ? value.booked : []), ...(Array.isArray(value.tentative) ? value.tentative : [])]
        .map(isoDay)
        .filter((d): d is string => Boolean(d) && timeOf(`${d}T23:59:59`) < now.getTime());
      if (past.length > 20) {
        warnings.push({
          file,
          message: `${past.length} Tage in der Liste liegen in der Vergangenheit. Sie werden ignoriert; zum Aufräumen dürfen sie gelöscht werden.`,
        });
      }
    }
  }

  // Figures that contradict each other or site.yaml; articles that let the blog look abandoned or stale.
  const site = parsed.get("site")?.[0]?.items[0]?.value as { claims?: Claims } | undefined;
  const cities = (parsed.get("cities") ?? []).flatMap(({ file, items }) =>
    items.map(({ value }) => ({
      file,
      name: String(value.name ?? ""),
      distanceKm: typeof value.distanceKm === "number" ? value.distanceKm : undefined,
    })),
  );
  warnings.push(...checkFigures(site?.claims, copyTexts(files, parseQuietly), cities));
  warnings.push(...checkArticleDates(files, now));

  // An article dated in the future.
  for (const { file, items } of parsed.get("blog") ?? []) {
    for (const { value } of items) {
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
  }
  return warnings;
}

export const formatIssue = (issue: ContentIssue): string =>
  `${issue.file}${issue.entry ? `, ${issue.entry}` : ""}${issue.field ? `, Feld „${issue.field}“` : ""}: ${issue.message}`;

/** Reads every Markdown, YAML and calendar (.ics) file below `contentDir`. */
export function readContentFiles(contentDir: string, root = process.cwd()): ContentFile[] {
  const out: ContentFile[] = [];
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else if (/\.(ya?ml|md|ics)$/i.test(name))
        out.push({ path: path.relative(root, full).split(path.sep).join("/"), text: fs.readFileSync(full, "utf8") });
    }
  };
  walk(contentDir);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

export function validateContentDir(contentDir: string, root = process.cwd()): ContentIssue[] {
  return validateFiles(readContentFiles(contentDir, root), (p) => fs.existsSync(path.resolve(root, p)));
}

/** Warnings (not errors) for the content below `contentDir`, as of `now` (the build's time, BUILD_TIME if set). */
export function contentWarningsForDir(contentDir: string, root = process.cwd(), now = buildTime()): ContentIssue[] {
  return contentWarnings(readContentFiles(contentDir, root), now, { calendarUrl: process.env[ICS_URL_ENV] });
}

/** The warnings as the build and `npm run check:content` print them. */
export const formatWarnings = (warnings: ContentIssue[]): string =>
  `${warnings.length} ${warnings.length === 1 ? "Hinweis" : "Hinweise"} zum Inhalt (kein Fehler, die Seite wird trotzdem gebaut):\n${warnings.map((w) => `  • ${formatIssue(w)}`).join("\n")}`;

/** Runs at the start of every build: bad content stops it with an editor-readable message. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const contentDir = process.env.CONTENT_PATH || path.resolve("content");
  const issues = validateContentDir(contentDir);
  if (issues.length) {
    reporter.panic(`Der Inhalt in content/ enthält ${issues.length} Fehler:\n${issues.map((i) => `  • ${formatIssue(i)}`).join("\n")}`);
  }
  reporter.info("Inhaltsprüfung: alle Dateien in content/ sind gültig.");
  const warnings = contentWarningsForDir(contentDir);
  if (warnings.length) reporter.warn(formatWarnings(warnings));
  const launch = launchIssues(contentDir);
  if (launch.length) reporter.warn(launchReminder(launch.length));
  if (!process.env.GATSBY_ENQUIRY_ENDPOINT) {
    reporter.warn(
      [
        "ACHTUNG: GATSBY_ENQUIRY_ENDPOINT ist nicht gesetzt.",
        "  Das Anfrageformular dieser Website kann KEINE Anfragen senden: Wer es abschickt,",
        "  bekommt eine Fehlermeldung. So gebaut darf die Seite nicht online gehen.",
        "  Adresse des Formular-Dienstes beim Build setzen, z. B.:",
        "    GATSBY_ENQUIRY_ENDPOINT=https://… npm run build",
        "  (Netlify/GitHub: als Umgebungs- bzw. Repository-Variable; `npm start` nimmt ohne die",
        "  Variable den lokalen Anfrage-Eingang, siehe README „Anfragen beim lokalen Start“.)",
      ].join("\n"),
    );
  }
};
