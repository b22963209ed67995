import type { ContentIssue } from "./content/issues";
import type { ParsedContent } from "./content/schema-issues";

/** Values of `field` across every entry of a collection, e.g. every location id. */
const valuesOf = (parsed: ParsedContent, collection: string, field: string): Set<string> =>
  new Set(
    (parsed.get(collection) ?? [])
      .flatMap((file) => file.items.map((item) => item.value[field]))
      .filter((v): v is string => typeof v === "string"),
  );

/** What an event's venue or town field must name, and where the list of names is. */
const TARGETS = [
  {
    field: "location",
    collection: "locations",
    key: "id",
    noun: "Location",
    list: "content/locations/locations.yaml",
    other: "venueName",
  },
  { field: "city", collection: "cities", key: "slug", noun: "Stadtseite", list: "content/cities", other: "townName" },
] as const;

/**
 * Each event (content/events) names its venue by a location id and its town by a city page's slug,
 * or by a plain name. An id nobody has (a typo, a deleted location) stops the build, naming the file
 * and the field. (Both fields are optional: an event may name its venue or town by `venueName`/`townName`.)
 */
export function eventReferenceIssues(parsed: ParsedContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const target of TARGETS) {
    const known = valuesOf(parsed, target.collection, target.key);
    for (const { file, items } of parsed.get("events") ?? []) {
      for (const { entry, value } of items) {
        const ref = value[target.field];
        const hasRef = typeof ref === "string" && ref.trim() !== "";
        if (hasRef && !known.has(ref))
          issues.push({
            file,
            entry,
            field: target.field,
            message: `unbekannte ${target.noun} „${ref}“; möglich sind: ${[...known].sort().join(", ")} (${target.list}). Gibt es keine, das Feld leer lassen und „${target.other}“ ausfüllen.`,
          });
      }
    }
  }
  return issues;
}
