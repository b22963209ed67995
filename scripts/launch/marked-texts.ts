import type { Collection } from "../../src/model/collections";
import { stringsOf } from "../../src/checks/claims";
import { EXAMPLE_WORDS } from "./values";
import { issueAt, type ContentDoc } from "./content";
import type { LaunchIssue, LaunchStepId } from "./steps";

/**
 * The go-live check's step over every text of content/: a text that names an example person
 * (Max Mustermann …) or is marked „BITTE ERGÄNZEN“. A marked text says what to write after the
 * marker („BITTE ERGÄNZEN: vollständige Postanschrift … übernehmen“); the message repeats it, or
 * the field's hint from the content model, and for legal texts whom to ask.
 */

/** Marker for a value only the owner can supply; any content text that contains it is listed. */
export const FILL_IN_MARKER = "BITTE ERGÄNZEN";

/** The checklist step a marked text belongs to: by its collection, and in the site facts by its group. */
function stepOf(collection: Collection, trail: (string | number)[]): LaunchStepId {
  if (collection.name === "site") {
    if (["reviewsUrl", "businessProfileUrl", "reviewSites", "ratings"].includes(String(trail[0]))) return "reviews";
    return ["hero", "portrait", "media"].includes(String(trail[0])) ? "photos" : "facts";
  }
  return (
    ({ testimonials: "reviews", gallery: "photos", availability: "dates" } as Record<string, LaunchStepId>)[
      collection.name
    ] ?? "legal"
  );
}

/** The hint /admin shows under a field, found along its trail. */
function hintOf(collection: Collection, trail: (string | number)[]): string | undefined {
  let fields = collection.fields;
  let hint: string | undefined;
  for (const key of trail) {
    if (typeof key === "number") continue;
    const field = fields[key];
    if (!field) return undefined;
    hint = field.hint;
    if (field.kind === "group" || field.kind === "list") fields = field.fields;
  }
  return hint;
}

/** What a text marked „BITTE ERGÄNZEN“ asks for: the instruction after the marker, else the field's hint. */
function fillInAdvice(text: string, collection: Collection, trail: (string | number)[]): string {
  const after = text.slice(text.indexOf(FILL_IN_MARKER) + FILL_IN_MARKER.length).match(/^\s*:\s*([^\n]+)/)?.[1];
  const around = text
    .split("\n")
    .find((line) => line.includes(FILL_IN_MARKER))
    ?.trim();
  const todo =
    after ?? (around && around !== FILL_IN_MARKER ? `„${around}“ vervollständigen` : hintOf(collection, trail));
  const ask =
    collection.name === "legal"
      ? " Die Angaben stehen in der Datenschutzerklärung bzw. im Auftragsverarbeitungsvertrag des Anbieters; im Zweifel fragen Sie den Anbieter oder Ihre Rechtsberatung."
      : "";
  return `enthält „${FILL_IN_MARKER}“ – das kann nur der Inhaber ausfüllen.${todo ? ` Zu tun: ${todo.replace(/\.?$/, ".")}` : ""}${ask} Danach den Hinweis „${FILL_IN_MARKER}…“ löschen.`;
}

/** Every text that names an example person or is marked „BITTE ERGÄNZEN“, in any content file. */
export function markedTextIssues(docs: ContentDoc[], found: LaunchIssue[]): LaunchIssue[] {
  const issues: LaunchIssue[] = [];
  for (const doc of docs) {
    for (const { trail, text } of stringsOf(doc.data)) {
      const at = issueAt(doc, stepOf(doc.collection, trail), trail, "");
      const example = text.match(EXAMPLE_WORDS);
      if (example && !found.some((i) => i.file === at.file && i.where === at.where))
        issues.push({
          ...at,
          message: `nennt den Beispielnamen „${example[0]}“. Ersetzen Sie ihn durch die echte Angabe.`,
        });
      if (text.includes(FILL_IN_MARKER)) issues.push({ ...at, message: fillInAdvice(text, doc.collection, trail) });
    }
  }
  return issues;
}
