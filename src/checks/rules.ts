import { COLLECTIONS, MAX_TITLE_LENGTH } from "../model/collections";
import type { Field, Fields, ReferenceField } from "../model/fields";
import { knownTokens, type PriceContent } from "../../gatsby/token-values";
import { tokenValues } from "../../gatsby/tokens";
import { fillTokens, tokensIn } from "../model/tokens";
import { berlinDay } from "../model/calendar-day";
import { checkPrices, copyTexts } from "./claims";
import { isCalendarFile } from "../../gatsby/calendar-source";
import { eachText, locate, type ContentIssue } from "./issues";
import { parseQuietly, type ContentFile } from "./read";
import type { ParsedContent } from "./schema-issues";
import { checkLinks as checkForeignLinks } from "./links";
import { checkFromPrices } from "./price-rules";
import { checkIdReferences, checkLinks } from "./references";
import { wrongArticles } from "./german";
import { checkScripts } from "./scripts";

/**
 * Rules across files, which a schema cannot express: known tokens, prices with their VAT status,
 * references to other collections, the rules each collection states beside its fields (a day in one
 * list only, unique extras, article dates, the cities' own texts, references already played), links
 * that would leave the site (links.ts) and code for the browser in any text (scripts.ts).
 */
export function ruleIssues(parsed: ParsedContent, all: ContentFile[], today: Date): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const files = all.filter((f) => !isCalendarFile(f.path));
  checkTokens(parsed, issues);
  const copy = copyTexts(files, parseQuietly);
  checkPrices(copy, issues);
  checkFromPrices(parsed, copy, issues);
  checkReferences(parsed, issues);
  checkIdReferences(parsed, issues);
  checkLinks(parsed, copy, issues);
  for (const { file, entry, field, text } of copy)
    for (const phrase of wrongArticles(text))
      issues.push({
        file,
        entry,
        field,
        message: `„${phrase}“: „Ihre“ passt nur vor weibliche Wörter und Mehrzahl; bitte „Ihren …“ oder „Ihr …“ schreiben.`,
      });
  checkCollectionRules(parsed, issues, today);
  checkSnippets(parsed, issues, today);
  checkForeignLinks(parsed, files, issues);
  checkScripts(parsed, files, issues);
  return issues;
}

/** The rules each collection states beside its fields (`rules` in src/model/collections/*). */
function checkCollectionRules(parsed: ParsedContent, issues: ContentIssue[], today: Date): void {
  for (const collection of COLLECTIONS) {
    if (!collection.rules?.length) continue;
    const entries = (parsed.get(collection.name) ?? []).flatMap(({ file, items }) =>
      items.map(({ entry, value }) => ({ file, entry, value })),
    );
    const context = {
      today,
      locate: (value: unknown, at: (string | number)[]) => locate(value, at, undefined, collection.fields),
    };
    for (const rule of collection.rules) issues.push(...rule(entries, context));
  }
}

/** The packages as parsed, for the names of the price tokens. */
const pricesOf = (parsed: ParsedContent): PriceContent => {
  const value = parsed.get("packages")?.[0]?.items[0]?.value as Partial<PriceContent> | undefined;
  const list = <T>(v: unknown): T[] => (Array.isArray(v) ? v.filter((x) => x && typeof x.id === "string") : []);
  return { guide: list(value?.guide), christmas: list(value?.christmas), priceRanges: list(value?.priceRanges) };
};

/** Every {token} in a text must be one the site fills (gatsby/tokens.ts); a typo would reach visitors as "{ctiy}". */
function checkTokens(parsed: ParsedContent, issues: ContentIssue[]): void {
  const KNOWN_TOKENS = knownTokens(pricesOf(parsed));
  const known = new Set(KNOWN_TOKENS);
  const noStandIns = !(parsed.get("standins") ?? []).some((f) => f.items.length > 0);
  eachText(parsed, (text, { file, data, trail }) => {
    const used = [...new Set(tokensIn(text))];
    const where = () => ({ file, ...locate(data, trail, file.endsWith(".md") ? "Frontmatter" : undefined) });
    const unknown = used.filter((token) => !known.has(token));
    if (unknown.length)
      issues.push({
        ...where(),
        message: `unbekannter Platzhalter ${unknown.map((t) => `{${t}}`).join(", ")}; möglich sind: ${KNOWN_TOKENS.map((t) => `{${t}}`).join(", ")}`,
      });
    // Without a stand-in the sentence would name nobody ("Dann springt  für mich ein").
    if (noStandIns && used.includes("vertretung"))
      issues.push({
        ...where(),
        message:
          "nennt {vertretung}, aber in content/standins steht keine Vertretung. Legen Sie unter „Vertretungen (DJs im Krankheitsfall)“ mindestens eine an oder schreiben Sie den Satz ohne den Platzhalter.",
      });
  });
}

/** Every value of a reference field (e.g. a blog category) must name an entry of the other collection. */
function checkReferences(parsed: ParsedContent, issues: ContentIssue[]): void {
  const refs: { path: string[]; field: ReferenceField }[] = [];
  const collect = (fields: Fields, trail: string[]) => {
    for (const [name, field] of Object.entries(fields) as [string, Field][]) {
      if (field.kind === "reference") refs.push({ path: [...trail, name], field });
      else if (field.kind === "group") collect(field.fields, [...trail, name]);
    }
  };
  for (const collection of COLLECTIONS) {
    refs.length = 0;
    collect(collection.fields, []);
    for (const { path: fieldPath, field } of refs) {
      const target = COLLECTIONS.find((c) => c.name === field.collection)!;
      const allowed = new Set(
        (parsed.get(target.name) ?? [])
          .flatMap((e) => e.items.map((i) => i.value[field.field]))
          .filter((n): n is string => typeof n === "string"),
      );
      for (const { file, items } of parsed.get(collection.name) ?? []) {
        for (const { entry, value } of items) {
          const found = fieldPath.reduce<unknown>(
            (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
            value,
          );
          if (typeof found === "string" && found.trim() !== "" && !allowed.has(found)) {
            issues.push({
              file,
              entry,
              field: fieldPath.join("."),
              message: `unbekannte ${field.noun} „${found}“; erlaubt sind: ${[...allowed].join(", ")} (Liste in ${target.path})`,
            });
          }
        }
      }
    }
  }
}

export { MAX_TITLE_LENGTH };
/** Longest meta description a search result shows in full. */
export const MAX_DESCRIPTION_LENGTH = 160;

/** The first parsed entry of a single-file collection. */
const single = (parsed: ParsedContent, name: string) => parsed.get(name)?.[0]?.items[0]?.value;

/**
 * Titles and descriptions fit a search result once their placeholders are filled ({season},
 * {preisBasisBrutto}, a city page's {city}): every metaTitle/metaDescription, seo.yaml's page
 * titles and descriptions, an article's title and description (or excerpt).
 */
function checkSnippets(parsed: ParsedContent, issues: ContentIssue[], today: Date): void {
  const site = single(parsed, "site");
  const prices = single(parsed, "packages");
  const availability = single(parsed, "availability");
  let values: Record<string, string> = {};
  try {
    if (site && prices)
      values = tokenValues({
        site: site as never,
        prices: prices as never,
        availability: (availability ?? { updatedAt: "", booked: [] }) as never,
        day: berlinDay(today),
      }).values;
  } catch {
    // Broken site or packages data is reported by the schema; lengths are then measured unfilled.
  }
  // Each page needs its own title and description in search results: where each filled text was first seen.
  const seen = new Map<string, string>();
  const check = (
    file: string,
    entry: string | undefined,
    field: string,
    text: unknown,
    max: number,
    place?: unknown,
  ) => {
    if (typeof text !== "string") return;
    const filled = fillTokens(text, { ...values, ...(typeof place === "string" ? { city: place } : {}) });
    if (filled.length > max)
      issues.push({
        file,
        entry,
        field,
        message: `ist mit eingesetzten Platzhaltern ${filled.length} Zeichen lang („${filled}“); Suchmaschinen zeigen höchstens ${max}. Bitte kürzen.`,
      });
    const [kind, same, own] =
      max === MAX_TITLE_LENGTH
        ? ["Seitentitel", "derselbe", "einen eigenen"]
        : ["Beschreibung", "dieselbe", "eine eigene"];
    const key = `${kind}\n${filled.trim().replace(/\s+/g, " ").toLowerCase()}`;
    const first = seen.get(key);
    if (first)
      issues.push({
        file,
        entry,
        field,
        message: `ist ${same} ${kind} wie in ${first} („${filled.trim()}“). Jede Seite braucht ${own}, sonst zeigen Suchmaschinen nur eine der beiden Seiten. Bitte umformulieren.`,
      });
    else if (filled.trim()) seen.set(key, `${file}${entry ? ` (${entry})` : ""}, Feld „${field}“`);
  };
  for (const [name, entries] of parsed) {
    for (const { file, items } of entries) {
      for (const { entry, value } of items) {
        const place = value.name ?? value.city ?? value.region;
        check(file, entry, "metaTitle", value.metaTitle, MAX_TITLE_LENGTH, place);
        check(file, entry, "metaDescription", value.metaDescription, MAX_DESCRIPTION_LENGTH, place);
        if (name === "seo")
          for (const [key, page] of Object.entries(value))
            if (page && typeof page === "object") {
              const meta = page as Record<string, unknown>;
              check(file, entry, `${key}.title`, meta.title, MAX_TITLE_LENGTH);
              check(file, entry, `${key}.description`, meta.description, MAX_DESCRIPTION_LENGTH);
            }
        if (name === "blog") check(file, "Frontmatter", "searchTitle", value.searchTitle, MAX_TITLE_LENGTH);
        if (name === "blog")
          check(
            file,
            "Frontmatter",
            value.description ? "description" : "excerpt",
            value.description || value.excerpt,
            MAX_DESCRIPTION_LENGTH,
          );
      }
    }
  }
}
