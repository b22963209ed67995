import type { Collection } from "../model/collections";
import type { Field, Fields } from "../model/fields";
import { CMS_GROUPS } from "../cms/decap-collections";

/**
 * Where a value is found in the editor at /admin, spelled as /admin spells it: the group in the
 * sidebar, the collection or file, and the labels of the fields down to the value, e.g.
 * „Firmendaten, Pakete & FAQ → Firmendaten & Startseite → Telefon (Anzeige)“. Messages for the
 * owner name fields this way instead of by their YAML key (`phone`, `sections.7.text`).
 */

/** How /admin titles a list entry: its `summary` template filled in, else its name, else its number. */
function entryName(item: unknown, index: number, summary?: string): string {
  const record = item && typeof item === "object" ? (item as Record<string, unknown>) : {};
  const filled = summary
    ?.replace(/\{\{fields\.(\w+)\}\}/g, (_, key: string) => (record[key] == null ? "" : String(record[key])))
    .replace(/^\s*[–-]\s*|\s*[–-]\s*$/g, "")
    .trim();
  const name =
    filled || [record.name, record.title, record.question, record.heading].find((v) => typeof v === "string");
  return name ? `Eintrag ${index + 1} („${String(name)}“)` : `Eintrag ${index + 1}`;
}

/** The labels from `fields` along `trail` (keys and list positions) through `data`. */
function fieldLabels(fields: Fields, data: unknown, trail: readonly (string | number)[]): string[] {
  const out: string[] = [];
  let scope: Fields | undefined = fields;
  let field: Field | undefined;
  let node: unknown = data;
  for (const key of trail) {
    const next: unknown =
      node && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined;
    if (typeof key === "number") {
      out.push(field?.kind === "list" ? entryName(next, key, field.summary) : `Eintrag ${key + 1}`);
      scope = field?.kind === "list" ? field.fields : undefined;
    } else {
      field = scope?.[key];
      out.push(field?.label ?? key);
      scope = field && (field.kind === "group" || field.kind === "list") ? field.fields : undefined;
    }
    node = next;
  }
  return out;
}

/**
 * The /admin name of the value at `trail` in `data`, a document of `collection` (for a list file:
 * the whole list; for Markdown: the frontmatter). `file` names a folder collection's entry.
 */
export function adminPath(
  collection: Collection,
  data: unknown,
  trail: readonly (string | number)[],
  file?: string,
): string {
  const parts: string[] = [];
  if (collection.shape === "file") parts.push(CMS_GROUPS[collection.cmsGroup ?? "settings"].label, collection.label);
  else parts.push(collection.label);
  let rest = trail;
  if (collection.shape === "list" && typeof trail[0] === "number") {
    parts.push(entryName((data as unknown[] | undefined)?.[trail[0]], trail[0], collection.entries?.summary));
    data = (data as unknown[] | undefined)?.[trail[0]];
    rest = trail.slice(1);
  } else if (collection.shape === "folder" || collection.shape === "markdown") {
    const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
    const name = [record.title, record.name, record.city].find((v) => typeof v === "string");
    if (name) parts.push(`„${String(name)}“`);
    else if (file) parts.push(file.split("/").pop()!);
  }
  return [...parts, ...fieldLabels(collection.fields, data, rest)].join(" → ");
}
