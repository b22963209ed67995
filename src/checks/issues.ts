import type { Field, Fields } from "../model/fields";
import type { RuleIssue } from "../model/collection";

/** One problem in one content file, phrased for an editor (the shape a collection's rules return too). */
export type ContentIssue = RuleIssue;

/** The name an editor knows an entry by: its name, title, question, id or city. */
export const labelOf = (item: unknown): string | undefined => {
  if (!item || typeof item !== "object") return undefined;
  const record = item as Record<string, unknown>;
  const label = record.name ?? record.title ?? record.question ?? record.id ?? record.city;
  return typeof label === "string" ? label : undefined;
};

/**
 * Turns a path inside a document into "Eintrag 3 („Gut Basthorst“)" and the field name. With the
 * collection's `fields`, fields are named by their label in /admin („Antwort“) instead of their key
 * (answer), nested ones joined by " › ".
 */
export function locate(
  data: unknown,
  issuePath: (string | number)[],
  prefix?: string,
  fields?: Fields,
): { entry?: string; field?: string } {
  let node: unknown = data;
  const entryParts: string[] = prefix ? [prefix] : [];
  let fieldParts: string[] = [];
  // The fields the next key is one of: a list's items keep the scope its key opened.
  let scope: Fields | undefined = fields;
  for (const key of issuePath) {
    if (typeof key === "number") {
      const label = labelOf((node as unknown[] | undefined)?.[key]);
      entryParts.push([...fieldParts, `Eintrag ${key + 1}${label ? ` („${label}“)` : ""}`].join(" › "));
      fieldParts = [];
    } else {
      const field: Field | undefined = scope?.[key];
      fieldParts.push(fields ? (field?.label ?? key) : key);
      scope = field && (field.kind === "group" || field.kind === "list") ? field.fields : undefined;
    }
    node = node && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined;
  }
  return {
    entry: entryParts.length ? entryParts.join(", ") : undefined,
    field: fieldParts.join(fields ? " › " : ".") || undefined,
  };
}

export const formatIssue = (issue: ContentIssue): string =>
  `${issue.file}${issue.entry ? `, ${issue.entry}` : ""}${issue.field ? `, Feld „${issue.field}“` : ""}: ${issue.message}`;

/** The warnings as the build and `npm run check:content` print them. */
export const formatWarnings = (warnings: ContentIssue[]): string =>
  `${warnings.length} ${warnings.length === 1 ? "Hinweis" : "Hinweise"} zum Inhalt (kein Fehler, die Seite wird trotzdem gebaut):\n${warnings.map((w) => `  • ${formatIssue(w)}`).join("\n")}`;

/**
 * Every string in the parsed content with the file, the file's data and the trail to it, for the
 * checks that read all texts (unknown tokens, links that leave the site). Dates are not walked into.
 */
export function eachText(
  parsed: Map<string, readonly { file: string; data: unknown }[]>,
  visit: (text: string, at: { file: string; data: unknown; trail: (string | number)[] }) => void,
): void {
  for (const entries of parsed.values())
    for (const { file, data } of entries) {
      const walk = (node: unknown, trail: (string | number)[]): void => {
        if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...trail, i]));
        if (node && typeof node === "object" && !(node instanceof Date)) {
          for (const [key, value] of Object.entries(node)) walk(value, [...trail, key]);
          return;
        }
        if (typeof node === "string") visit(node, { file, data, trail });
      };
      walk(data, []);
    }
}
