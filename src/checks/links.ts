import matter from "gray-matter";
import { foreignLinks } from "../lib/inline-links";
import { eachText, locate, type ContentIssue } from "./issues";
import type { ContentFile } from "./read";
import type { ParsedContent } from "./schema-issues";

/**
 * Links that would leave the site (issue 41). In the texts of YAML files and frontmatter only
 * site-internal links become links ("[Text](/pfad)", exactly one leading "/"); anything else
 * written as a link stays text, so it is an error. In an article's Markdown body other sites may
 * be linked with https://, but not with an address a browser resolves to another host without
 * saying so ("//evil.example", "/\evil.example") or one that runs code (javascript:).
 */
export function checkLinks(parsed: ParsedContent, files: ContentFile[], issues: ContentIssue[]): void {
  eachText(parsed, (text, { file, data, trail }) => {
    for (const link of foreignLinks(text))
      issues.push({
        file,
        ...locate(data, trail, file.endsWith(".md") ? "Frontmatter" : undefined),
        message: `${link} wird kein Link: Links in Texten führen nur auf Seiten dieser Website und beginnen mit genau einem „/“, z. B. [Kontakt](/kontakt)`,
      });
  });
  for (const file of files.filter((f) => f.path.endsWith(".md"))) checkBody(file, issues);
}

/** Markdown link targets: [text](target) and [label]: target. */
const BODY_LINK = /\]\(\s*<?([^)\s>]*)|^\s{0,3}\[[^\]\n]+\]:\s*<?(\S*?)>?(?:\s|$)/gm;
const UNSAFE_TARGET = /^(\/[/\\]|\\|[a-z][a-z0-9+.-]*:)/i;
const SAFE_SCHEME = /^(https?|mailto|tel):/i;

/**
 * The link targets of one line of an article body that lead elsewhere than they seem: checkBody
 * reports each with its line (scripts.ts leaves a `javascript:` among them to this message).
 */
export const misleadingTargets = (line: string): string[] =>
  [...line.matchAll(BODY_LINK)]
    .map((match) => (match[1] ?? match[2] ?? "").trim())
    .filter((target) => UNSAFE_TARGET.test(target) && !SAFE_SCHEME.test(target));

function checkBody(file: ContentFile, issues: ContentIssue[]): void {
  let body: string;
  try {
    body = matter(file.text).content;
  } catch {
    return; // the frontmatter's syntax error is reported by the schema check
  }
  const offset = file.text.slice(0, file.text.length - body.length).split("\n").length - 1;
  body.split("\n").forEach((line, index) => {
    for (const target of misleadingTargets(line)) {
      issues.push({
        file: file.path,
        field: "Text",
        message: `Zeile ${offset + index + 1}: der Link „${target}“ führt nicht dorthin, wo er aussieht; Seiten dieser Website mit genau einem „/“ (z. B. /kontakt), andere Websites mit https://`,
      });
    }
  });
}
