import crypto from "crypto";
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { stringsOf } from "./content-claims";
import { toIsoDay } from "../src/model/calendar-day";
import {
  EXAMPLE_WORDS,
  emailProblem,
  environmentProblems,
  phoneProblem,
  profileUrlProblem,
  vatIdProblem,
} from "./launch-values";
import type { ContentIssue } from "./content/issues";
import { sampleReferenceIssues } from "./launch-events";
import { LIVE_CMS, liveRepoProblem, type LiveCmsSettings } from "../src/cms/live-backend";

/**
 * The go-live check (`npm run check:launch`): every value a real business must replace before the
 * site is published – the example owner, address, numbers, e-mail, VAT ID, review links, sample
 * reviews, photos and dates the project ships with, the settings of the live build and the live
 * editor's repository. The live build (`npm run build:live`, Netlify's build command) stops while
 * anything is listed; local builds and the tests work with the example data and print one line
 * pointing here.
 */

/** Marker for a value only the owner can supply; any content text that contains it is listed. */
export const FILL_IN_MARKER = "BITTE ERGÄNZEN";

const SITE = "content/site/site.yaml";

/** Fingerprints of the sample content the project ships (sha256 of the file or text, first 16 hex digits). */
const SAMPLE_IMAGES: Record<string, string> = {
  "1385b340fe9d58fc": "ein Beispielbild (Illustration)",
  "0ec1fba306a4a5d3": "ein Beispielbild (Illustration statt eines Fotos von Ihnen)",
};
const SAMPLE_TESTIMONIALS = new Set(["b1580c6773ecf5aa", "e37f31f38abc7005", "b2343621a1e24c8f"]);
const SAMPLE_BOOKED_DAYS = [
  "2026-11-21", "2026-11-28", "2026-12-04", "2026-12-05", "2026-12-11", "2026-12-12", "2026-12-17", "2026-12-18", "2026-12-19", "2026-12-31",
  "2027-01-16", "2027-02-13", "2027-03-06", "2027-05-08", "2027-05-29", "2027-06-12", "2027-06-26", "2027-08-21", "2027-09-04",
]; // prettier-ignore

const fingerprint = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex").slice(0, 16);

const readYaml = (file: string): unknown => {
  try {
    return yaml.load(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
};

type Site = Record<string, unknown> & {
  reviewSites?: { name?: string; url?: string }[];
  ratings?: Record<string, { profileUrl?: string }>;
};

/** Every example value in the content below `contentDir` (paths in messages relative to `root`). */
export function launchIssues(
  contentDir: string,
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
  cms: LiveCmsSettings = LIVE_CMS,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const rel = (p: string) => path.relative(root, p).split(path.sep).join("/");
  const siteFile = path.join(contentDir, "site/site.yaml");
  const site = (readYaml(siteFile) ?? {}) as Site;
  const file = rel(siteFile) || SITE;
  const flag = (field: string, value: unknown, message: string) =>
    issues.push({ file, field, message: `„${String(value)}“ ${message}. Bitte durch die echte Angabe ersetzen.` });

  for (const field of ["businessName", "ownerName", "street", "jobTitle"]) {
    const value = site[field];
    if (typeof value === "string" && (EXAMPLE_WORDS.test(value) || /\bBeispiel/i.test(value)))
      flag(field, value, "ist ein Beispielwert");
  }
  if (typeof site.postalCode === "string" && /^(?:12345|00000|99999)$/.test(site.postalCode))
    flag("postalCode", site.postalCode, "ist eine Beispiel-PLZ");
  if (typeof site.phone === "string") {
    const problem = phoneProblem(site.phone);
    if (problem) flag("phone", site.phone, problem);
  }
  if (typeof site.phoneE164 === "string") {
    const problem = phoneProblem(site.phoneE164);
    const own = typeof site.phone === "string" ? parsePhoneNumberFromString(site.phone, "DE")?.number : undefined;
    if (problem) flag("phoneE164", site.phoneE164, problem);
    else if (own && own !== site.phoneE164)
      flag("phoneE164", site.phoneE164, `ist nicht dieselbe Nummer wie „phone“ (${own})`);
  }
  if (typeof site.whatsappE164 === "string" && site.whatsappE164.trim()) {
    const problem = phoneProblem(site.whatsappE164, true);
    if (problem) flag("whatsappE164", site.whatsappE164, problem);
  }
  if (typeof site.email === "string") {
    const problem = emailProblem(site.email);
    if (problem) flag("email", site.email, problem);
  }
  if (typeof site.vatId === "string") {
    const problem = vatIdProblem(site.vatId);
    if (problem) flag("vatId", site.vatId, `${problem} (ohne USt-IdNr. das Feld leer lassen)`);
  }
  const links: [string, unknown][] = [
    ["reviewsUrl", site.reviewsUrl],
    ["businessProfileUrl", site.businessProfileUrl],
    ...(site.reviewSites ?? []).map((s, i): [string, unknown] => [
      `reviewSites.${i + 1}.url (${s?.name ?? ""})`,
      s?.url,
    ]),
    ...Object.entries(site.ratings ?? {}).map(([page, r]): [string, unknown] => [
      `ratings.${page}.profileUrl`,
      r?.profileUrl,
    ]),
  ];
  for (const [field, value] of links) {
    if (typeof value !== "string") continue;
    const problem = profileUrlProblem(value);
    if (problem)
      issues.push({
        file,
        field,
        message: `„${value}“ ${problem}. Bitte den Link zu Ihrem eigenen Profil eintragen${field.startsWith("ratings") ? " – die Bewertungszahlen müssen dort nachzulesen sein (§ 5b UWG)" : ""}.`,
      });
  }

  // Sample photos, reviews and dates.
  for (const key of ["hero", "portrait"]) {
    const image = (site[key] as { image?: string } | undefined)?.image;
    if (typeof image !== "string") continue;
    const full = path.join(path.dirname(siteFile), image);
    if (!fs.existsSync(full)) continue;
    const sample = SAMPLE_IMAGES[fingerprint(fs.readFileSync(full))];
    if (sample)
      issues.push({
        file,
        field: `${key}.image`,
        message: `${image} ist ${sample}. Bitte ein eigenes Foto einsetzen (und imageAlt anpassen).`,
      });
  }
  const showreel = (site.media as { showreel?: { sample?: boolean } } | undefined)?.showreel;
  if (showreel?.sample === true)
    issues.push({
      file,
      field: "media.showreel.sample",
      message:
        "ist das mitgelieferte Beispiel (Vorschaubild und Video). Bitte Ihr eigenes Showreel oder Ihren Mix eintragen – Musik mit kommerziellen Titeln nur über eine lizenzierte Plattform (YouTube, Mixcloud) – und sample entfernen.",
    });
  const testimonialsFile = path.join(contentDir, "testimonials/testimonials.yaml");
  const testimonials = readYaml(testimonialsFile);
  if (Array.isArray(testimonials)) {
    testimonials.forEach((t: { name?: string; text?: string }, i) => {
      if (typeof t?.text === "string" && SAMPLE_TESTIMONIALS.has(fingerprint(t.text.trim())))
        issues.push({
          file: rel(testimonialsFile),
          entry: `Eintrag ${i + 1} („${t.name ?? ""}“)`,
          field: "text",
          message:
            "ist eine Beispiel-Kundenstimme. Nur echte Stimmen echter Kunden veröffentlichen (erfundene Bewertungen sind nach UWG unzulässig).",
        });
    });
  }
  issues.push(...sampleReferenceIssues(contentDir, root));
  const galleryFile = path.join(contentDir, "gallery/gallery.yaml");
  const gallery = fs.existsSync(galleryFile) ? readYaml(galleryFile) : undefined;
  if (Array.isArray(gallery)) {
    gallery.forEach((photo: { image?: string; sample?: boolean }, i) => {
      if (photo?.sample === true)
        issues.push({
          file: rel(galleryFile),
          entry: `Eintrag ${i + 1} („${photo.image ?? ""}“)`,
          field: "sample",
          message:
            "ist ein mitgeliefertes Beispielbild (Illustration). Bitte durch ein echtes Foto einer Ihrer Feiern ersetzen – mit Einwilligung der Gäste, die darauf zu erkennen sind – und sample entfernen.",
        });
    });
  }
  const availabilityFile = path.join(contentDir, "availability/availability.yaml");
  const availability = readYaml(availabilityFile) as { booked?: unknown[] } | undefined;
  const booked = new Set((availability?.booked ?? []).map(toIsoDay));
  const samples = SAMPLE_BOOKED_DAYS.filter((d) => booked.has(d)).length;
  if (samples * 2 >= SAMPLE_BOOKED_DAYS.length)
    issues.push({
      file: rel(availabilityFile),
      field: "booked",
      message: `enthält noch ${samples} der ${SAMPLE_BOOKED_DAYS.length} Beispieltermine. Bitte Ihre echten belegten Tage eintragen – Besucher verlassen sich auf „Ist mein Termin frei?“.`,
    });

  // Values the content marks as still to be filled in.
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else if (/\.ya?ml$/.test(name)) {
        for (const { trail, text } of stringsOf(readYaml(full))) {
          const field = trail.map((k) => (typeof k === "number" ? k + 1 : k)).join(".");
          const example = text.match(EXAMPLE_WORDS);
          if (example && !issues.some((i) => i.file === rel(full) && i.field === field))
            issues.push({
              file: rel(full),
              field,
              message: `nennt den Beispielnamen „${example[0]}“. Bitte durch die echte Angabe ersetzen.`,
            });
          if (text.includes(FILL_IN_MARKER))
            issues.push({
              file: rel(full),
              field,
              message: `enthält „${FILL_IN_MARKER}“: diese Angabe kann nur der Inhaber machen. Bitte ausfüllen und den Hinweis entfernen.`,
            });
        }
      }
    }
  };
  walk(contentDir);

  for (const { variable, message } of environmentProblems(env))
    issues.push({
      file: "Umgebungsvariable",
      field: variable,
      message: `${message}. Beim Live-Build setzen (Netlify: Site configuration → Environment variables).`,
    });
  // The live editor's repository: with the placeholder nobody can log in at /admin.
  const repoProblem = liveRepoProblem(cms.repo);
  if (repoProblem)
    issues.push({
      file: "src/cms/live-backend.ts",
      field: "repo",
      message: `„${cms.repo}“ ${repoProblem}. Bitte Ihr GitHub-Repository (konto/name) eintragen – sonst kann sich auf /admin niemand anmelden (README: „Das CMS auf der Live-Seite“).`,
    });
  return issues;
}

/** The one line local builds and `npm test` print while example data is left. */
export const launchReminder = (count: number): string =>
  `Go-live-Prüfung: ${count} Beispielangaben sind noch nicht ersetzt – \`npm run check:launch\` listet sie; der Live-Build (\`npm run build:live\`) stoppt daran.`;
