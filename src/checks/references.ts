import { COLLECTIONS } from "../model/collections";
import type { Field, Fields, RefersTo } from "../model/fields";
import { PLANNING_PATH, ROUTES, blogPostPath, christmasPath, cityPath, occasionPath } from "../model/routes";
import type { ContentIssue } from "./issues";
import type { ParsedContent } from "./schema-issues";

/**
 * References between content files, which would otherwise vanish silently: an occasion naming a
 * location, package or article that does not exist (the card would just be missing), and a link in
 * a text to a page of this site that does not exist. Links that leave the site must be full https://
 * addresses. Each problem names file, entry and field.
 */

type Value = Record<string, unknown>;
const asList = (v: unknown): Value[] => (Array.isArray(v) ? v.filter((x) => x && typeof x === "object") : []);

/** The values a reference may take: `field` of every entry of the target collection (or of its list). */
function targetsOf(parsed: ParsedContent, ref: RefersTo): Set<string> {
  const entries = (parsed.get(ref.collection) ?? []).flatMap(({ items }) =>
    items.flatMap(({ value }) => (ref.list ? asList(value[ref.list]) : [value])),
  );
  return new Set(entries.map((e) => e[ref.field]).filter((v): v is string => typeof v === "string"));
}

/** Every text field (also inside groups and lists, and as items of a list of values) that names another collection's entries. */
function referringFields(fields: Fields, trail: string[] = []): { trail: string[]; ref: RefersTo }[] {
  return (Object.entries(fields) as [string, Field][]).flatMap(([name, field]) => {
    if (field.kind === "text" && field.refersTo) return [{ trail: [...trail, name], ref: field.refersTo }];
    if (field.kind === "values" && field.item.kind === "text" && field.item.refersTo)
      return [{ trail: [...trail, name], ref: field.item.refersTo }];
    if (field.kind === "group" || field.kind === "list") return referringFields(field.fields, [...trail, name]);
    return [];
  });
}

/** The advice after an unknown id: another id, or – where the model names one – the plain field to fill instead. */
const insteadOf = (ref: RefersTo, fields: Fields): string => {
  const other = ref.otherwise && fields[ref.otherwise];
  return other
    ? `Gibt es keine, das Feld leer lassen und „${other.label}“ ausfüllen.`
    : "Bitte eine vorhandene Kennung eintragen oder den Eintrag dort anlegen.";
};

export function checkIdReferences(parsed: ParsedContent, issues: ContentIssue[]): void {
  for (const collection of COLLECTIONS)
    for (const { trail, ref } of referringFields(collection.fields)) {
      const known = targetsOf(parsed, ref);
      const target = COLLECTIONS.find((c) => c.name === ref.collection);
      for (const { file, items } of parsed.get(collection.name) ?? [])
        for (const { entry, value } of items) {
          // Through groups and the entries of lists: every value the trail reaches.
          const found = trail.reduce<unknown[]>(
            (nodes, key) =>
              nodes.flatMap((node) => {
                const next = node && typeof node === "object" ? (node as Value)[key] : undefined;
                return Array.isArray(next) ? next : [next];
              }),
            [value],
          );
          const named = found.filter((v): v is string => typeof v === "string" && v.trim() !== "");
          for (const id of named.filter((v) => !known.has(v)))
            issues.push({
              file,
              entry,
              field: trail.join("."),
              message: `unbekannte ${ref.noun} „${id}“; vorhanden sind: ${[...known].join(", ") || "keine"} (${target?.label ?? ref.collection}${ref.list ? ` › ${ref.list}` : ""}). ${insteadOf(ref, collection.fields)}`,
            });
        }
    }
}

/** Every address of a page this site builds from its content. */
export function sitePaths(parsed: ParsedContent): Set<string> {
  const field = (name: string, key: string) =>
    (parsed.get(name) ?? [])
      .flatMap(({ items }) => items.map(({ value }) => value[key]))
      .filter((v): v is string => typeof v === "string");
  return new Set<string>([
    ...Object.values(ROUTES),
    PLANNING_PATH,
    ...field("blog", "slug").map(blogPostPath),
    ...field("cities", "slug").map(cityPath),
    ...field("christmas", "city").map(christmasPath),
    ...field("occasions", "slug").map(occasionPath),
  ]);
}

/** Markdown links "[text](target)" (not images "![…](…)") in a text. */
const LINK = /(?<!!)\[[^\]\n]*\]\(([^)\s]*)\)/g;

export function checkLinks(
  parsed: ParsedContent,
  texts: { file: string; entry?: string; field: string; text: string }[],
  issues: ContentIssue[],
): void {
  const paths = sitePaths(parsed);
  for (const { file, entry, field, text } of texts)
    for (const [, target] of text.matchAll(LINK)) {
      let problem: string | undefined;
      // "//host", "/\host" and javascript: are links.ts's (issue 41), with their own message; in YAML texts
      // only site paths become links at all (links.ts says so), so other addresses are checked in articles.
      const looksForeign = /^\/[/\\]/.test(target) || target.includes("\\") || /^javascript:/i.test(target);
      if (looksForeign || (!target.startsWith("/") && !file.endsWith(".md"))) continue;
      if (target.startsWith("/")) {
        const path = target.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
        if (!paths.has(path))
          problem = `verlinkt „${target}“, eine Seite, die es auf dieser Website nicht gibt. Bitte die Adresse prüfen (z. B. /kontakt, /blog/artikel-adresse).`;
      } else if (!/^(https:\/\/[^\s/]+\.[^\s]+|mailto:\S+@\S+|tel:\+?[\d ]+|#\S*)$/.test(target))
        problem = `verlinkt „${target}“: Links auf andere Websites brauchen die vollständige Adresse mit https://, Seiten dieser Website beginnen mit / (z. B. /kontakt).`;
      if (problem) issues.push({ file, entry, field, message: problem });
    }
}
