import matter from "gray-matter";
import { formatGermanDate } from "../model/calendar-day";
import { seasonOf, buildYear } from "../lib/season";
import { publishTime } from "../model/publish-time";
import type { ContentIssue } from "./issues";
import type { ContentFile } from "./read";

/**
 * Rules about what the texts claim: prices must state their VAT status (errors), figures must not
 * contradict the facts in site.yaml, and articles must not present a past year as current (warnings).
 */

/** Every string of a parsed document with its trail of keys, e.g. ["faq", 2, "answer"]. */
export function stringsOf(
  data: unknown,
  trail: (string | number)[] = [],
): { trail: (string | number)[]; text: string }[] {
  if (typeof data === "string") return [{ trail, text: data }];
  if (data instanceof Date || !data || typeof data !== "object") return [];
  if (Array.isArray(data)) return data.flatMap((item, i) => stringsOf(item, [...trail, i]));
  return Object.entries(data).flatMap(([key, value]) => stringsOf(value, [...trail, key]));
}

/** A visitor-facing text of a content file: YAML values, Markdown frontmatter and the article body. */
interface CopyText {
  file: string;
  entry?: string;
  field: string;
  text: string;
}

const fieldName = (trail: (string | number)[]) => trail.map((k) => (typeof k === "number" ? `${k + 1}` : k)).join(".");

export function copyTexts(files: ContentFile[], parse: (file: ContentFile) => unknown): CopyText[] {
  const out: CopyText[] = [];
  for (const file of files) {
    if (file.path.endsWith(".md")) {
      let doc: matter.GrayMatterFile<string>;
      try {
        doc = matter(file.text);
      } catch {
        continue;
      }
      for (const { trail, text } of stringsOf(doc.data))
        out.push({ file: file.path, entry: "Frontmatter", field: fieldName(trail), text });
      out.push({ file: file.path, field: "Text", text: doc.content });
    } else {
      const data = parse(file);
      for (const { trail, text } of stringsOf(data)) out.push({ file: file.path, field: fieldName(trail), text });
    }
  }
  return out;
}

// ---- Prices ------------------------------------------------------------------------------------

/** A euro amount written out: "800 €", "1.200 Euro", "€ 950", "800,00 EUR". */
const EURO_AMOUNT =
  /(?:(\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?\s*(?:€|Euro\b|EUR\b))|(?:€\s*(\d{1,3}(?:\.\d{3})+|\d+))/g;
const GROSS = /inkl\.?\s*(?:\d+\s*%\s*)?(?:MwSt|Mehrwertsteuer|USt)|brutto/i;
const NET = /netto|zzgl\.?|exkl\.?|ohne\s+(?:MwSt|Mehrwertsteuer)/i;

/** Hand-written euro amounts other than 0 € in a text, with the statement (paragraph) they stand in. */
export function handTypedPrices(text: string): { amount: string; statement: string }[] {
  const found: { amount: string; statement: string }[] = [];
  for (const statement of text.split(/\n\s*\n|\n(?=\s*[-*|#])/)) {
    for (const match of statement.matchAll(EURO_AMOUNT)) {
      const digits = (match[1] ?? match[2] ?? "").replace(/\./g, "");
      if (Number(digits) === 0) continue;
      found.push({ amount: match[0].trim(), statement: statement.trim() });
    }
  }
  return found;
}

/** Why a statement with a price is not acceptable for private customers, or null when it is. */
export function priceProblem(statement: string): string | null {
  if (!GROSS.test(statement) && !NET.test(statement)) return "nennt keinen Mehrwertsteuer-Status";
  if (!GROSS.test(statement))
    return "nennt nur einen Nettopreis; Privatkunden müssen den Bruttopreis lesen (PAngV § 3)";
  return null;
}

/** Errors: a price typed by hand without its VAT status, or a net price without the gross one. */
export function checkPrices(texts: CopyText[], issues: ContentIssue[]): void {
  for (const { file, entry, field, text } of texts) {
    for (const { amount, statement } of handTypedPrices(text)) {
      const problem = priceProblem(statement);
      if (!problem) continue;
      issues.push({
        file,
        entry,
        field,
        message:
          `Preis „${amount}“ von Hand geschrieben und ${problem}. Bitte einen Preis-Platzhalter verwenden, der Brutto- und Nettopreis ` +
          "aus content/packages/packages.yaml rechnet: {preisBasis} („952 € inkl. MwSt., für Firmenkunden 800 € netto“), {preisPremium}, " +
          "{preisSorglos}, {preisWeihnachtenBasic} …, Spannen {spannePakete}, {spanneTypisch}, {spanneFirmenfeier}; für Titel die Kurzform mit „Brutto“, z. B. {preisBasisBrutto}.",
      });
    }
  }
}

// ---- Figures -----------------------------------------------------------------------------------

export interface Claims {
  yearsExperience?: number;
  events?: number;
  yearsHosting?: number;
  yearsEventSpecialisation?: number;
  musicLibrary?: number;
  weddings?: number;
  travelRadiusKm?: number;
  setupMinutesFrom?: number;
  setupMinutesTo?: number;
}

const SITE_FILE = "content/site/site.yaml";
const number = (text: string) => Number(text.replace(/\./g, ""));

/** Figures a text may write by hand that have a home in site.yaml, with the token to use instead. */
const FIGURES: { claim: keyof Claims; token: string; pattern: RegExp; what: string }[] = [
  { claim: "weddings", token: "{weddings}", pattern: /(\d[\d.]*)\s*\+?\s*Hochzeiten/g, what: "Hochzeiten" },
  {
    claim: "events",
    token: "{events}",
    pattern: /(\d[\d.]*)\s*\+?\s*(?:erfolgreiche[n]?\s+)?(?:Events|Veranstaltungen)\b/g,
    what: "Events",
  },
  {
    claim: "musicLibrary",
    token: "{musicLibrary}",
    pattern: /(\d{1,3}(?:\.\d{3})+|\d{4,})\s*\+?\s*(?:Titel|Songs)\b/g,
    what: "Titel in der Musikbibliothek",
  },
  {
    claim: "yearsExperience",
    token: "{yearsExperience}",
    pattern: /(\d+)\s*\+?\s*Jahre[n]?\s+(?:am|hinter dem)\s+(?:Mischpult|DJ-Pult|Plattenteller)/g,
    what: "Jahre am Mischpult",
  },
  {
    claim: "yearsHosting",
    token: "{yearsHosting}",
    pattern: /(\d+)\s*\+?\s*Jahre[n]?\s+(?:Moderation|Moderationserfahrung)/g,
    what: "Jahre Moderation",
  },
];

/**
 * Warnings: figures that contradict each other – in site.yaml (more weddings than events, more years
 * hosting than years at all) or in a text that writes a figure by hand that differs from site.yaml.
 */
export function checkFigures(
  claims: Claims | undefined,
  texts: CopyText[],
  cities: { file: string; name: string; distanceKm?: number }[],
): ContentIssue[] {
  const warnings: ContentIssue[] = [];
  if (!claims) return warnings;
  const pair = (more: keyof Claims, less: keyof Claims, message: string) => {
    const [a, b] = [claims[more], claims[less]];
    if (typeof a === "number" && typeof b === "number" && a > b)
      warnings.push({
        file: SITE_FILE,
        field: `claims.${more}`,
        message: `${message} (${more}: ${a}, ${less}: ${b}). Eine der beiden Zahlen stimmt nicht.`,
      });
  };
  pair("weddings", "events", "mehr Hochzeiten als Events insgesamt");
  pair("yearsHosting", "yearsExperience", "mehr Jahre Moderation als Jahre Erfahrung");
  pair("yearsEventSpecialisation", "yearsExperience", "mehr Jahre Event-Spezialisierung als Jahre Erfahrung");
  pair("setupMinutesFrom", "setupMinutesTo", "Aufbauzeit „von“ größer als „bis“");

  for (const { file, entry, field, text } of texts) {
    if (file.endsWith("site/site.yaml") && field.startsWith("claims")) continue;
    for (const { claim, token, pattern, what } of FIGURES) {
      const own = claims[claim];
      if (typeof own !== "number") continue;
      for (const match of text.matchAll(pattern)) {
        if (number(match[1]) === own) continue;
        warnings.push({
          file,
          entry,
          field,
          message: `nennt „${match[0]}“, aber site.yaml sagt ${own} ${what} (claims.${claim}). Bitte ${token} schreiben, dann stimmt die Zahl überall.`,
        });
      }
    }
  }

  const radius = claims.travelRadiusKm;
  for (const city of cities) {
    if (typeof radius === "number" && typeof city.distanceKm === "number" && city.distanceKm > radius)
      warnings.push({
        file: city.file,
        field: "distanceKm",
        message: `${city.name} liegt ${city.distanceKm} km entfernt, die Anfahrt ist aber nur bis ${radius} km inklusive (site.yaml, claims.travelRadiusKm). Die Stadtseite verspricht „Anfahrt inklusive“ – Umkreis erweitern oder die Texte der Seite anpassen.`,
      });
  }
  return warnings;
}

// ---- Dates -------------------------------------------------------------------------------------

/** Days after which the newest article makes the blog look abandoned. */
export const BLOG_STALE_DAYS = 183;

/** Words that present a year as the present one. */
const NOW_WORDS =
  /\b(?:aktuell\w*|derzeit\w*|momentan\w*|zurzeit|diese[sm]?\s+Jahr|diesjährig\w*|heute|gerade\s+angesagt|angesagt\w*|neueste[nr]?|brandneu\w*|Trends?)\b/i;

/** Sentences of a text that put a year before `year` next to a word that makes it current. */
export function pastYearAsCurrent(text: string, year: number): { sentence: string; past: string }[] {
  const found: { sentence: string; past: string }[] = [];
  const sentences = text
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/(?:https?:\/\/|\/)[\w./-]*\d{4}[\w./-]*/g, "")
    .replace(/\b(z|u|d|s)\.\s(?=[A-Za-zÄÖÜäöü]\.)/g, "$1.")
    .replace(/\b(inkl|zzgl|ca|bzw|ggf|evtl|Nr|vgl)\.\s/g, "$1.\u00a0")
    .split(/(?<=[.!?:])\s+|\n+/);
  for (const sentence of sentences) {
    const years = [...sentence.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1]));
    const past = years.filter((y) => y < year);
    if (!past.length || years.some((y) => y >= year)) continue;
    if (/\b(?:seit|bis|von|ab|Rückblick|damals|im Jahr|noch)\b/i.test(sentence) && !/\baktuell/i.test(sentence))
      continue;
    if (NOW_WORDS.test(sentence)) found.push({ sentence: sentence.trim(), past: String(Math.max(...past)) });
  }
  return found;
}

interface Article {
  file: string;
  title?: string;
  publishedAt?: string;
  body: string;
}

export function articlesOf(files: ContentFile[]): Article[] {
  return files
    .filter((f) => f.path.endsWith(".md"))
    .flatMap((f) => {
      try {
        const doc = matter(f.text);
        const published =
          doc.data.publishedAt instanceof Date ? doc.data.publishedAt.toISOString() : doc.data.publishedAt;
        return [
          {
            file: f.path,
            title: doc.data.title,
            publishedAt: published,
            body: `${doc.data.excerpt ?? ""}\n${doc.content}`,
          },
        ];
      } catch {
        return [];
      }
    });
}

/** Warnings: the blog has had no new article for six months; an article treats a past year as current. */
export function checkArticleDates(files: ContentFile[], now: Date): ContentIssue[] {
  const warnings: ContentIssue[] = [];
  const articles = articlesOf(files);
  const times = articles
    .map((a) => ({ a, time: publishTime(a.publishedAt) }))
    .filter((x): x is { a: Article; time: number } => x.time !== null && x.time <= now.getTime());
  if (times.length) {
    const newest = times.reduce((best, x) => (x.time > best.time ? x : best));
    const age = Math.floor((now.getTime() - newest.time) / 86_400_000);
    if (age > BLOG_STALE_DAYS)
      warnings.push({
        file: newest.a.file,
        entry: "Frontmatter",
        field: "publishedAt",
        message: `der neueste Artikel ist ${age} Tage alt (${formatGermanDate(newest.a.publishedAt ?? "") ?? newest.a.publishedAt}). Nach mehr als einem halben Jahr ohne neuen Artikel wirkt der Blog verlassen – bitte einen neuen Artikel schreiben.`,
      });
  }
  const year = buildYear(now);
  for (const article of articles) {
    for (const { sentence, past } of pastYearAsCurrent(article.body, year)) {
      warnings.push({
        file: article.file,
        field: "Text",
        message: `stellt ${past} als aktuelles Jahr dar: „${sentence.length > 120 ? `${sentence.slice(0, 117)}…` : sentence}“ – wir haben ${year}. Bitte umformulieren (z. B. „seit ${past}“) oder aktualisieren.`,
      });
    }
  }
  return warnings;
}

/** Warning text when the early-bird offer was not renewed for the coming season. */
export const earlyBirdNotRenewed = (deadline: string, now: Date): string =>
  `Frühbucher-Angebot ist nicht für die Saison ${seasonOf(now)} erneuert: die Frist ist am ${formatGermanDate(deadline) ?? deadline} abgelaufen, das Banner wird nicht mehr angezeigt. Für die kommende Saison neue Frist, Saison und Preise eintragen.`;
