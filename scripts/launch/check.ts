import crypto from "crypto";
import fs from "fs";
import path from "path";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { toIsoDay } from "../../src/model/calendar-day";
import {
  availability,
  events,
  gallery,
  standins,
  site,
  testimonials,
  type SiteData,
} from "../../src/model/collections";
import { sampleEventIssues, sampleStandInIssues } from "../../src/checks/sample-content";
import { EXAMPLE_WORDS, emailProblem, phoneProblem, profileUrlProblem, vatIdProblem } from "./values";
import { entriesOf, entryOf, issueAt, readContentDocs, type ContentDoc } from "./content";
import { hostIssues, hostSettings, type HostSettingNote } from "./host";
import { FILL_IN_MARKER, markedTextIssues } from "./marked-texts";
import { LAUNCH_STEPS, type LaunchIssue } from "./steps";

/**
 * The go-live check (`npm run check:launch`): every value a real business must replace before the
 * site is published – the example owner, address, numbers, e-mail, VAT ID, review links, sample
 * reviews, photos and dates the project ships with, texts marked „BITTE ERGÄNZEN“ and (in the live
 * build) the host's settings. Each step below checks one item of the checklist (./launch/steps.ts)
 * and names the field as /admin names it. The live build (`npm run build:live`, Netlify's build
 * command) stops while anything is listed; local builds and the tests work with the example data
 * and print one line pointing here.
 */

export { FILL_IN_MARKER };

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

/** What the owner enters instead of an example, per field of the business facts. */
const FACT_ADVICE: Record<string, string> = {
  businessName: "Tragen Sie den Namen ein, unter dem Sie auftreten – so steht er im Impressum.",
  ownerName: "Tragen Sie Ihren Vor- und Nachnamen ein (Pflichtangabe im Impressum, § 5 DDG).",
  jobTitle: "Tragen Sie Ihre Berufsbezeichnung ein, z. B. „Hochzeits- und Event-DJ“.",
  street: "Tragen Sie die Anschrift ein, unter der Sie Post bekommen (kein Postfach; Pflichtangabe im Impressum).",
  postalCode: "Tragen Sie Ihre Postleitzahl ein.",
  phone: "Tragen Sie Ihre Nummer so ein, wie Besucher sie wählen, z. B. 040 8537 2296.",
  phoneE164:
    "Tragen Sie dieselbe Nummer wie unter „Telefon (Anzeige)“ mit +49 und ohne die erste 0 ein, z. B. +494085372296.",
  whatsappE164:
    "Tragen Sie Ihre Mobilnummer mit +49 ein, z. B. +491711234567 – oder leeren Sie das Feld, dann gibt es keinen WhatsApp-Link.",
  email: "Tragen Sie eine Adresse Ihrer eigenen Domain ein, z. B. kontakt@ihre-domain.de.",
  vatId:
    "Tragen Sie Ihre USt-IdNr. aus dem Schreiben des Bundeszentralamts für Steuern ein – ohne eine leeren Sie das Feld (dann entfällt sie im Impressum).",
};

/** Step „Firmendaten“: name, address, phone numbers, e-mail and VAT ID of the business. */
function factIssues(doc: ContentDoc, s: SiteData): LaunchIssue[] {
  const problems: [keyof typeof FACT_ADVICE, string, string | null][] = [];
  for (const key of ["businessName", "ownerName", "street", "jobTitle"] as const)
    problems.push([
      key,
      s[key],
      EXAMPLE_WORDS.test(s[key]) || /\bBeispiel/i.test(s[key]) ? "ist ein Beispielwert" : null,
    ]);
  problems.push([
    "postalCode",
    s.postalCode,
    /^(?:12345|00000|99999)$/.test(s.postalCode) ? "ist eine Beispiel-PLZ" : null,
  ]);
  problems.push(["phone", s.phone, phoneProblem(s.phone)]);
  const own = parsePhoneNumberFromString(s.phone, "DE")?.number;
  const e164 = phoneProblem(s.phoneE164);
  problems.push([
    "phoneE164",
    s.phoneE164,
    e164 ?? (own && own !== s.phoneE164 ? `ist nicht dieselbe Nummer wie „Telefon (Anzeige)“ (${own})` : null),
  ]);
  if (s.whatsappE164?.trim()) problems.push(["whatsappE164", s.whatsappE164, phoneProblem(s.whatsappE164, true)]);
  problems.push(["email", s.email, emailProblem(s.email)]);
  if (s.vatId) problems.push(["vatId", s.vatId, vatIdProblem(s.vatId)]);
  return problems
    .filter((p): p is [string, string, string] => p[2] !== null)
    .map(([key, value, problem]) => issueAt(doc, "facts", [key], `„${value}“ ${problem}. ${FACT_ADVICE[key]}`));
}

/** Step „Bewertungen“: links to review profiles must lead to the owner's own profile. */
function reviewLinkIssues(doc: ContentDoc, s: SiteData): LaunchIssue[] {
  const links: [(string | number)[], string, boolean][] = [
    [["reviewsUrl"], s.reviewsUrl, false],
    [["businessProfileUrl"], s.businessProfileUrl, false],
    ...s.reviewSites.map((r, i): [(string | number)[], string, boolean] => [["reviewSites", i, "url"], r.url, false]),
    ...Object.entries(s.ratings).map(([key, r]): [(string | number)[], string, boolean] => [
      ["ratings", key, "profileUrl"],
      r.profileUrl,
      true,
    ]),
  ];
  return links.flatMap(([trail, value, counted]) => {
    const problem = profileUrlProblem(value);
    if (!problem) return [];
    const why = counted ? " – Durchschnitt und Anzahl müssen dort nachzulesen sein (§ 5b UWG)" : "";
    return [
      issueAt(
        doc,
        "reviews",
        trail,
        `„${value}“ ${problem}. Öffnen Sie Ihr eigenes Profil auf dem Portal und kopieren Sie dessen Adresse aus der Adresszeile${why}.`,
      ),
    ];
  });
}

/** Step „Bewertungen“: the sample testimonials the project ships. */
function sampleTestimonialIssues(docs: ContentDoc[]): LaunchIssue[] {
  const list = entriesOf(docs, testimonials);
  if (!list) return [];
  return list.entries
    .filter(({ entry }) => entry.sample === true || SAMPLE_TESTIMONIALS.has(fingerprint(entry.text.trim())))
    .map(({ index }) =>
      issueAt(
        list,
        "reviews",
        [index, "text"],
        "ist eine Beispiel-Kundenstimme. Ersetzen Sie sie durch die Worte eines echten Kunden (mit dessen Erlaubnis) oder löschen Sie den Eintrag – erfundene Bewertungen sind nach UWG unzulässig.",
      ),
    );
}

/** Step „Bewertungen“: the sample celebrations on /referenzen (content/events) and the sample stand-in DJs. */
function sampleEventLaunchIssues(contentDir: string, root: string): LaunchIssue[] {
  const listed = (label: string, issues: ReturnType<typeof sampleEventIssues>): LaunchIssue[] =>
    issues.map((issue) => ({
      step: "reviews",
      where: `„${label}“ → ${issue.entry ?? issue.file} → „Beispiel“`,
      message: issue.message,
      file: issue.file,
    }));
  return [
    ...listed(events.label, sampleEventIssues(contentDir, root)),
    ...listed(standins.label, sampleStandInIssues(contentDir, root)),
  ];
}

/** Step „Fotos“: the sample hero and portrait pictures and the sample showreel. */
function samplePictureIssues(doc: ContentDoc, s: SiteData): LaunchIssue[] {
  const issues: LaunchIssue[] = [];
  for (const key of ["hero", "portrait"] as const) {
    const full = path.join(path.dirname(doc.full), s[key].image);
    const sample = fs.existsSync(full) ? SAMPLE_IMAGES[fingerprint(fs.readFileSync(full))] : undefined;
    if (sample)
      issues.push(
        issueAt(
          doc,
          "photos",
          [key, "image"],
          `ist ${sample}. Klicken Sie auf „Wähle ein anderes Bild“, laden Sie ein eigenes Foto hoch (JPEG, mindestens 1600 px breit) und passen Sie die Bildbeschreibung an.`,
        ),
      );
  }
  if (s.media.showreel.sample)
    issues.push(
      issueAt(
        doc,
        "photos",
        ["media", "showreel", "sample"],
        "ist eingeschaltet: Vorschaubild und Video sind das mitgelieferte Beispiel. Tragen Sie Ihr eigenes Video (YouTube) oder Ihren Mix (Mixcloud) und ein eigenes Vorschaubild ein und schalten Sie den Schalter dann aus. Musik mit kommerziellen Titeln nur über eine lizenzierte Plattform.",
      ),
    );
  return issues;
}

/** Step „Fotos“: the illustrated sample photos of the gallery. */
function sampleGalleryIssues(docs: ContentDoc[]): LaunchIssue[] {
  const list = entriesOf(docs, gallery);
  if (!list) return [];
  return list.entries
    .filter(({ entry }) => entry.sample)
    .map(({ index }) =>
      issueAt(
        list,
        "photos",
        [index, "sample"],
        "ist eingeschaltet: ein mitgeliefertes Beispielbild (Illustration). Ersetzen Sie das Foto durch eines Ihrer Feiern – mit Einwilligung der Gäste, die darauf zu erkennen sind – und schalten Sie den Schalter aus, oder löschen Sie den Eintrag.",
      ),
    );
}

/** Step „Termine“: the sample booked days. */
function sampleDateIssues(docs: ContentDoc[]): LaunchIssue[] {
  const doc = entryOf(docs, availability);
  if (!doc) return [];
  const booked = new Set((doc.entry.booked ?? []).map(toIsoDay));
  const samples = SAMPLE_BOOKED_DAYS.filter((d) => booked.has(d)).length;
  if (samples * 2 < SAMPLE_BOOKED_DAYS.length) return [];
  return [
    issueAt(
      doc,
      "dates",
      ["booked"],
      `enthält noch ${samples} der ${SAMPLE_BOOKED_DAYS.length} Beispieltermine. Löschen Sie sie und tragen Sie Ihre echten belegten Tage ein – oder leeren Sie die Liste und verbinden Sie Ihren Kalender (docs/owner.md: „Termine aus Ihrem Kalender“).`,
    ),
  ];
}

export interface LaunchCheckOptions {
  env?: NodeJS.ProcessEnv;
  /** Paths in messages are relative to it. */
  root?: string;
  /** The live build: the host's settings must be there. Locally they are only listed (and checked where set). */
  live?: boolean;
}

export interface LaunchResult {
  issues: LaunchIssue[];
  /** What the host must hold (listed by a local check, which cannot see the host's settings). */
  hostSettings: HostSettingNote[];
}

/** Every step of the check on the content below `contentDir`, in checklist order. */
export function launchCheck(contentDir: string, options: LaunchCheckOptions = {}): LaunchResult {
  const { env = process.env, root = process.cwd(), live = false } = options;
  const docs = readContentDocs(contentDir, root);
  const siteDoc = entryOf(docs, site);
  const issues: LaunchIssue[] = [];
  if (!siteDoc)
    issues.push({
      step: "facts",
      where: "„Firmendaten & Startseite“",
      message:
        "lässt sich nicht lesen oder passt nicht zum Inhaltsmodell. Führen Sie zuerst `npm run check:content` aus und beheben Sie die gemeldeten Fehler.",
    });
  else
    issues.push(
      ...factIssues(siteDoc, siteDoc.entry),
      ...reviewLinkIssues(siteDoc, siteDoc.entry),
      ...samplePictureIssues(siteDoc, siteDoc.entry),
    );
  issues.push(...sampleTestimonialIssues(docs), ...sampleEventLaunchIssues(contentDir, root));
  issues.push(...sampleGalleryIssues(docs), ...sampleDateIssues(docs));
  issues.push(...markedTextIssues(docs, issues), ...hostIssues(env, live));
  const order = (issue: LaunchIssue) => LAUNCH_STEPS.findIndex((step) => step.id === issue.step);
  issues.sort((a, b) => order(a) - order(b));
  return { issues, hostSettings: live ? [] : hostSettings() };
}

/** The issues alone (`live`: with the host's settings, as the live build checks them). */
export const launchIssues = (contentDir: string, options: LaunchCheckOptions = {}): LaunchIssue[] =>
  launchCheck(contentDir, options).issues;

/**
 * Whether the site can never have been live: the imprint still names the example owner (the check
 * stops every live build with it). The live build then publishes the holding site with /admin.
 */
export function neverLaunched(contentDir: string, root = process.cwd()): boolean {
  const doc = entryOf(readContentDocs(contentDir, root), site);
  return !doc || [doc.entry.ownerName, doc.entry.businessName, doc.entry.street].some((v) => EXAMPLE_WORDS.test(v));
}

/** The one line local builds and `npm test` print while example data is left. */
export const launchReminder = (count: number): string =>
  `Go-live-Prüfung: ${count} Beispielangaben sind noch nicht ersetzt – \`npm run check:launch\` listet sie; der Live-Build (\`npm run build:live\`) stoppt daran.`;
