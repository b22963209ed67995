import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import type { ContentIssue } from "./issues";

/**
 * Sample content the owner still has to replace before going live (`npm run check:launch`,
 * scripts/launch/check.ts): celebrations, stand-ins and references marked `sample: true`.
 */

/** Files of a folder collection (content/<folder>) marked `sample: true`, named by `label` (title, name). */
function sampleFiles(contentDir: string, root: string, folder: string, label: string, message: string): ContentIssue[] {
  const dir = path.join(contentDir, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      let entry: Record<string, unknown> | undefined;
      try {
        entry = yaml.load(fs.readFileSync(full, "utf8")) as typeof entry;
      } catch {
        return []; // check:content reports the broken file
      }
      if (entry?.sample !== true) return [];
      const named = entry[label];
      return [
        {
          file: path.relative(root, full).split(path.sep).join("/"),
          entry: typeof named === "string" ? `„${named}“` : undefined,
          field: "sample",
          message,
        },
      ];
    });
}

/**
 * check:launch for the references (content/events): every event marked `sample: true` is an
 * example the project ships. A visitor would take it for a celebration the owner played, so it
 * must be replaced by a real one or deleted before the site goes live.
 */
export const sampleEventIssues = (contentDir: string, root = process.cwd()): ContentIssue[] =>
  sampleFiles(
    contentDir,
    root,
    "events",
    "title",
    "ist eine Beispiel-Feier. Bitte durch eine Feier ersetzen, die Sie wirklich gespielt haben (Fotos nur mit Einwilligung der erkennbaren Gäste), oder die Datei löschen.",
  );

/**
 * check:launch for the stand-in DJs (content/standins): a sample names a person who does not exist
 * in the illness answers ({vertretung}) and shows a placeholder photo.
 */
export const sampleStandInIssues = (contentDir: string, root = process.cwd()): ContentIssue[] =>
  sampleFiles(
    contentDir,
    root,
    "standins",
    "name",
    "ist eine Beispiel-Vertretung mit Platzhalterfoto. Tragen Sie die DJs ein, die wirklich für Sie einspringen (Name, Foto und Satz nur mit deren Einverständnis), und löschen Sie das Beispiel.",
  );

/** Testimonials marked `sample: true` (those added for issue 40; the older ones are known by fingerprint). */
export function sampleTestimonialIssues(contentDir: string, root = process.cwd()): ContentIssue[] {
  const file = path.join(contentDir, "testimonials/testimonials.yaml");
  if (!fs.existsSync(file)) return [];
  let list: unknown;
  try {
    list = yaml.load(fs.readFileSync(file, "utf8"));
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((t: { name?: unknown; sample?: unknown }, i) =>
    t?.sample === true
      ? [
          {
            file: path.relative(root, file).split(path.sep).join("/"),
            entry: `Eintrag ${i + 1} („${typeof t.name === "string" ? t.name : ""}“)`,
            field: "sample",
            message:
              "ist eine Beispiel-Kundenstimme. Nur echte Stimmen echter Kunden veröffentlichen (erfundene Bewertungen sind nach UWG unzulässig).",
          },
        ]
      : [],
  );
}

/** What check:launch lists of the references and the sample testimonials (one hook in scripts/launch/check.ts). */
export const sampleReferenceIssues = (contentDir: string, root = process.cwd()): ContentIssue[] => [
  ...sampleEventIssues(contentDir, root),
  ...sampleTestimonialIssues(contentDir, root),
];
