import path from "path";
import type { z } from "zod";
import { COLLECTIONS } from "../model/collections";
import { entrySchema } from "../model/zod";
import { isCalendarFile } from "../../gatsby/calendar-source";
import { labelOf, locate, type ContentIssue } from "./issues";
import { belongsTo, parseFile, type ContentFile } from "./read";

/** The entries of one file of a collection, as parsed, for the checks across files. */
export interface ParsedEntry {
  file: string;
  data: unknown;
  /** Entries of the collection found in this file, with their position label. */
  items: { entry?: string; value: Record<string, unknown> }[];
}

/** Parsed entries by collection name. */
export type ParsedContent = Map<string, ParsedEntry[]>;

/** The collections of the content model (src/model/collections/), each with its validator rule. */
const RULES = COLLECTIONS.map((collection) => ({ collection, schema: entrySchema(collection) }));

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

const valueAt = (data: unknown, issuePath: (string | number)[]): unknown =>
  issuePath.reduce<unknown>(
    (node, key) => (node && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined),
    data,
  );

function zodMessage(issue: z.ZodIssue, value: unknown): string {
  if (issue.code === "invalid_type") {
    if (issue.received === "undefined") return "fehlt (Pflichtfeld)";
    const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
    return `muss ${expected} sein, gefunden: ${describeValue(value)}`;
  }
  if (issue.code === "unrecognized_keys") return `unbekanntes Feld: ${issue.keys.join(", ")}`;
  return `${issue.message}, gefunden: ${describeValue(value)}`;
}

/** Every `image:` value must name a file that exists, relative to the content file. */
function checkImages(
  file: string,
  root: unknown,
  exists: (p: string) => boolean,
  issues: ContentIssue[],
  prefix?: string,
): void {
  const walk = (node: unknown, trail: (string | number)[]): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...trail, i]));
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "image" && typeof value === "string") {
        const target = path.join(path.dirname(file), value);
        if (!exists(target))
          issues.push({
            file,
            ...locate(root, [...trail, key], prefix),
            message: `Bilddatei nicht gefunden: ${value} (erwartet unter ${target})`,
          });
      } else walk(value, [...trail, key]);
    }
  };
  walk(root, []);
}

/**
 * Parses every file once against its collection's schema: files that belong to no collection,
 * syntax errors, fields the model rejects, missing images and values that must be unique. Returns
 * these issues and the parsed entries for the checks across files.
 */
export function schemaIssues(
  all: ContentFile[],
  exists: (p: string) => boolean,
): { issues: ContentIssue[]; parsed: ParsedContent } {
  const issues: ContentIssue[] = [];
  const parsed: ParsedContent = new Map();
  // Calendar exports (content/availability/*.ics) are read by the build's calendar (gatsby/calendar-source.ts), not as YAML.
  const files = all.filter((f) => !isCalendarFile(f.path));

  for (const file of files) {
    if (file.path.endsWith(".ics"))
      issues.push({
        file: file.path,
        message:
          "Kalenderdateien (.ics) liest die Website nur aus content/availability/. Bitte die Datei dorthin verschieben.",
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
        issues.push({
          file: file.path,
          message: "muss eine Liste von Einträgen sein (jeder Eintrag beginnt mit „- “)",
        });
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
            issues.push({
              file: file.path,
              ...locate(doc, issue.path, prefix),
              message: zodMessage(issue, valueAt(doc, issue.path)),
            });
          }
        }
        if (doc && typeof doc === "object") items.push({ entry: prefix, value: doc as Record<string, unknown> });
      });
      checkImages(file.path, data, exists, issues, collection.shape === "markdown" ? "Frontmatter" : undefined);
      entries.push({ file: file.path, data, items });
    }
    parsed.set(collection.name, entries);
    if (collection.unique) checkUnique(entries, collection.unique, issues);
  }
  return { issues, parsed };
}

/** A collection's `unique` field (an id, a slug) names one entry across all its files. */
function checkUnique(entries: readonly ParsedEntry[], field: string, issues: ContentIssue[]): void {
  const seen = new Map<string, string>();
  for (const { file, items } of entries) {
    for (const { entry, value } of items) {
      const key = value[field];
      if (typeof key !== "string") continue;
      const first = seen.get(key);
      if (first) issues.push({ file, entry, field, message: `„${key}“ ist doppelt vergeben (bereits in ${first})` });
      else seen.set(key, entry ? `${file}, ${entry}` : file);
    }
  }
}
