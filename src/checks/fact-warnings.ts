import type { ContentIssue } from "./issues";

/**
 * Facts that texts repeat, kept once (issue 37): figures the spec gives per context – the booking lead time
 * for most celebrations, for a weekend away from Hamburg and for Christmas parties – live once in
 * site.yaml (claims.lead…) and reach the texts as tokens ({vorlaufFeiern}, {vorlaufWochenende},
 * {vorlaufWeihnachten}), each sentence saying which context it is for; and the ratings never count
 * more reviews than the events claimed. Warnings of `npm run check:content` (src/checks/warnings.ts).
 */

const SITE_FILE = "content/site/site.yaml";

/** What the checks read of site.yaml. */
export interface RepeatedFacts {
  claims?: {
    events?: number;
    leadWeeksFrom?: number;
    leadWeeksTo?: number;
    leadWeekendMonthsFrom?: number;
    leadWeekendMonthsTo?: number;
    leadChristmasMonthsFrom?: number;
    leadChristmasMonthsTo?: number;
  };
  ratings?: Record<string, { count?: number } | undefined>;
}

/** A text of content/ with where it stands (src/checks/claims.ts → copyTexts). */
interface Text {
  file: string;
  entry?: string;
  field: string;
  text: string;
}

/** A range of weeks or months ("8 bis 12 Wochen", "2 bis 3 Monaten") … */
const LEAD_TIME = /\d+\s*(?:bis|–|-)\s*\d+\s*(?:Wochen|Monate[n]?)\b/;
/** … in a sentence about booking ahead. */
const ABOUT_BOOKING = /Vorlauf|vorher|im Voraus|vor dem Termin|zwischen Anfrage und|buchen|anfragen|Rechnen Sie mit/i;

/** The sentences of a text that state a lead time by hand. */
export const handTypedLeadTimes = (text: string): string[] =>
  text.split(/(?<=[.!?])\s+/).filter((sentence) => LEAD_TIME.test(sentence) && ABOUT_BOOKING.test(sentence));

const LEAD_RANGES = [
  ["leadWeeksFrom", "leadWeeksTo", "Vorlauf für die meisten Feiern"],
  ["leadWeekendMonthsFrom", "leadWeekendMonthsTo", "Vorlauf für Wochenenden außerhalb Hamburgs"],
  ["leadChristmasMonthsFrom", "leadChristmasMonthsTo", "Vorlauf für Weihnachtsfeiern"],
] as const;

/** Warnings: a lead time by hand in a YAML text (an article may plan further ahead), a range upside down, more reviews than events. */
export function checkRepeatedFacts(facts: RepeatedFacts | undefined, texts: readonly Text[]): ContentIssue[] {
  const warnings: ContentIssue[] = [];
  const claims = facts?.claims ?? {};
  for (const [from, to, what] of LEAD_RANGES) {
    const [a, b] = [claims[from], claims[to]];
    if (typeof a === "number" && typeof b === "number" && a > b)
      warnings.push({
        file: SITE_FILE,
        field: `claims.${from}`,
        message: `${what}: „ab“ ${a} ist größer als „bis“ ${b}.`,
      });
  }
  for (const [where, rating] of Object.entries(facts?.ratings ?? {})) {
    if (typeof rating?.count === "number" && typeof claims.events === "number" && rating.count > claims.events)
      warnings.push({
        file: SITE_FILE,
        field: `ratings.${where}.count`,
        message: `${rating.count} Bewertungen, aber nur ${claims.events} Events (claims.events): mehr Bewertungen als Veranstaltungen. Eine der beiden Zahlen stimmt nicht.`,
      });
  }
  for (const { file, entry, field, text } of texts) {
    if (file.endsWith(".md")) continue;
    for (const sentence of handTypedLeadTimes(text))
      warnings.push({
        file,
        entry,
        field,
        message: `nennt einen Vorlauf von Hand: „${sentence}“. Bitte {vorlaufFeiern} (die meisten Feiern), {vorlaufWochenende} (Freitag/Samstag außerhalb Hamburgs) oder {vorlaufWeihnachten} schreiben und dazusagen, wofür er gilt – dann widersprechen sich keine zwei Seiten.`,
      });
  }
  return warnings;
}
