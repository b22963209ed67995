import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { buildTime } from "./publish-time";
import { launchIssues, launchReminder } from "./launch-check";
import { ICS_URL_ENV } from "./calendar-source";
import { formatIssue, formatWarnings, type ContentIssue } from "./content/issues";
import { readContentFiles, setAsideAliasBombs, type ContentFile } from "./content/read";
import { schemaIssues } from "./content/schema-issues";
import { ruleIssues } from "./content/rules";
import { contentWarnings } from "./content/warnings";
import { brandIssuesForDir, publishLogo } from "./brand-content";

/**
 * The content check, run by every build (onPreBootstrap) and by `npm run check:content`. The work
 * is in gatsby/content/: reading the files (read.ts, which first sets aside a file whose YAML aliases
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

/** Runs at the start of every build: bad content stops it with an editor-readable message. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const contentDir = process.env.CONTENT_PATH || path.resolve("content");
  const issues = validateContentDir(contentDir);
  if (issues.length) {
    reporter.panic(
      `Der Inhalt in content/ enthält ${issues.length} Fehler:\n${issues.map((i) => `  • ${formatIssue(i)}`).join("\n")}`,
    );
  }
  reporter.info("Inhaltsprüfung: alle Dateien in content/ sind gültig.");
  publishLogo(contentDir, path.resolve("public"));
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
        "  Variable den lokalen Anfrage-Eingang, siehe docs/owner.md: „Anfragen beim lokalen Start“.)",
      ].join("\n"),
    );
  }
};
