import fs from "fs";
import path from "path";
import { buildTime } from "../model/publish-time";
import { ICS_URL_ENV } from "../../gatsby/calendar-source";
import { formatIssue, formatWarnings, type ContentIssue } from "./issues";
import { readContentFiles, setAsideAliasBombs, type ContentFile } from "./read";
import { schemaIssues } from "./schema-issues";
import { ruleIssues } from "./rules";
import { contentWarnings } from "./warnings";
import { brandIssuesForDir } from "../../gatsby/brand-content";

/**
 * The content check, run by every build (gatsby/content-check.ts) and by `npm run check:content`. The work
 * is in this folder: reading the files (read.ts, which first sets aside a file whose YAML aliases
 * would expand beyond measure), each file against its collection's schema (schema-issues.ts), the
 * rules across files (rules.ts, scripts.ts; the rules a collection states beside its fields, `rules` in
 * src/model/collections/*, run from rules.ts) and the warnings about
 * stale content (warnings.ts). onPreBootstrap runs before Gatsby sources the files, so a file the
 * check refuses stops the build before gatsby-transformer-yaml or -remark parse it.
 */

export type { ContentFile, ContentIssue };
export { contentWarnings, formatIssue, formatWarnings, readContentFiles };

/**
 * Checks every content file. Pure apart from `exists`, so tests can feed broken fixtures; `today`
 * (the build's time, BUILD_TIME if set) decides which events lie in the past.
 * Returns errors only: each one stops the build. Stale content is reported by `contentWarnings`.
 */
export function validateFiles(
  all: ContentFile[],
  exists: (p: string) => boolean,
  today: Date = buildTime(),
): ContentIssue[] {
  // A file that repeats values with YAML aliases beyond measure is reported and not read any further.
  const { files, issues: aliasIssues } = setAsideAliasBombs(all);
  const { issues, parsed } = schemaIssues(files, exists);
  return [...aliasIssues, ...issues, ...ruleIssues(parsed, files, today)];
}

export function validateContentDir(contentDir: string, root = process.cwd(), today = buildTime()): ContentIssue[] {
  const issues = validateFiles(readContentFiles(contentDir, root), (p) => fs.existsSync(path.resolve(root, p)), today);
  // Brand colours and logo (gatsby/brand-content.ts): readable contrast, a logo the header can show.
  return [...issues, ...brandIssuesForDir(contentDir, root)];
}

/** Warnings (not errors) for the content below `contentDir`, as of `now` (the build's time, BUILD_TIME if set). */
export function contentWarningsForDir(contentDir: string, root = process.cwd(), now = buildTime()): ContentIssue[] {
  return contentWarnings(readContentFiles(contentDir, root), now, { calendarUrl: process.env[ICS_URL_ENV] });
}
