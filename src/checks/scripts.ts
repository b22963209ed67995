import matter from "gray-matter";
import { COLLECTIONS } from "../model/collections";
import { locate, type ContentIssue } from "./issues";
import { misleadingTargets } from "./links";
import { belongsTo, type ContentFile } from "./read";
import type { ParsedContent } from "./schema-issues";

/**
 * No text of the content may carry code for the browser: „<script“, „</script“ or „javascript:“, in
 * any field of any collection (YAML, Markdown frontmatter) and in an article's Markdown body. A text
 * ending in `</script><script>…</script>` would close the structured data a page embeds for search
 * engines and run on every visit; a link to `javascript:…` runs when it is clicked. No editor needs
 * either, so the check is strict: case does not matter, nor do spaces, line breaks or invisible
 * characters in between, nor HTML character references (`java&#115;cript:`, `&lt;script`).
 */

/** Named character references an attacker would use to spell the words; numeric ones are decoded generally. */
const NAMED: Record<string, string> = {
  lt: "<",
  gt: ">",
  sol: "/",
  colon: ":",
  tab: "\t",
  newline: "\n",
  nbsp: " ",
  amp: "&",
  quot: '"',
  apos: "'",
  lpar: "(",
  rpar: ")",
  period: ".",
  semi: ";",
  equals: "=",
};

const fromCodePoint = (code: number): string => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "");

/** HTML character references decoded, as often as they are nested (`&amp;#115;`), at most a few rounds. */
function decodeReferences(text: string): string {
  let out = text;
  for (let round = 0; round < 4; round++) {
    const next = out
      .replace(/&#x0*([0-9a-f]{1,6});?/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
      .replace(/&#0*([0-9]{1,7});?/g, (_, dec: string) => fromCodePoint(Number(dec)))
      .replace(/&([a-z]+);?/gi, (whole, name: string) => NAMED[name.toLowerCase()] ?? whole);
    if (next === out) break;
    out = next;
  }
  return out;
}

/** Invisible characters (soft hyphen, joiners, direction marks …) a reader would not see between the letters. */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x00, 0x20],
  [0x7f, 0xa0],
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x206f],
  [0xfeff, 0xfeff],
];

/** Whitespace, control and invisible characters, which a browser (or a reader) skips between the letters. */
const SKIPPED = new RegExp(
  `[\\s${INVISIBLE.map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`).join("")}]+`,
  "gu",
);

const FORBIDDEN = /<\/script|<script|javascript:/;

/** The forbidden code a text contains („<script“, „</script“ or „javascript:“), or undefined. */
export function scriptIn(text: string): string | undefined {
  // Each needs a "<" or a ":", written as it is or as a character reference (&…): most texts have neither.
  if (!/[<:&]/.test(text)) return undefined;
  const decoded = text.includes("&") ? decodeReferences(text) : text;
  return FORBIDDEN.exec(decoded.replace(SKIPPED, "").toLowerCase())?.[0];
}

/** The editor's message; `text` tells whether the code was written plainly or disguised. */
const message = (found: string, text: string) =>
  `enthält „${found}“${text.toLowerCase().includes(found) ? "" : " (verschleiert geschrieben, etwa mit Leerzeichen oder Zeichencodes wie „&#115;“)"}: Programmcode für den Browser darf in keinem Text stehen, er liefe auf der Website bei jedem Besucher. Bitte entfernen.`;

/** Every text of every parsed entry and every article body, each named as /admin labels its field. */
export function checkScripts(parsed: ParsedContent, files: ContentFile[], issues: ContentIssue[]): void {
  for (const collection of COLLECTIONS) {
    const markdown = collection.shape === "markdown";
    for (const { file, data } of parsed.get(collection.name) ?? []) {
      const walk = (node: unknown, trail: (string | number)[]): void => {
        if (typeof node === "string") {
          const found = scriptIn(node);
          if (found)
            issues.push({
              file,
              ...locate(data, trail, markdown ? "Frontmatter" : undefined, collection.fields),
              message: message(found, node),
            });
        } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...trail, i]));
        else if (node && typeof node === "object" && !(node instanceof Date))
          for (const [key, value] of Object.entries(node)) walk(value, [...trail, key]);
      };
      walk(data, []);
    }
    if (!markdown) continue;
    const label = collection.fields.body?.label ?? "Text";
    for (const file of files.filter((f) => belongsTo(collection, f.path))) {
      let body: string;
      try {
        body = matter(file.text).content;
      } catch {
        continue; // the frontmatter's syntax error is reported by the schema check
      }
      // A `javascript:` link is reported by the link check (links.ts) with its line: not twice.
      const lines = body.split("\n").map((line) =>
        misleadingTargets(line)
          .filter((target) => scriptIn(target) === "javascript:")
          .reduce((rest, target) => rest.replace(target, " ".repeat(target.length)), line),
      );
      // The whole body, since a browser skips line breaks inside an address too (`java⏎script:`).
      const found = scriptIn(lines.join("\n"));
      if (!found) continue;
      const offset = file.text.slice(0, file.text.length - body.length).split("\n").length - 1;
      const index = lines.findIndex((line) => scriptIn(line));
      issues.push({
        file: file.path,
        field: label,
        message: `${index >= 0 ? `Zeile ${offset + index + 1}: ` : ""}${message(found, lines.join("\n"))}`,
      });
    }
  }
}
