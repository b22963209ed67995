import fs from "fs";
import path from "path";
import { ROUTES, christmasPath, cityPath, occasionPath } from "../model/routes";
import { jaccard, shingles as wordSequences, words } from "../model/text-overlap";

/**
 * Texts compared by their word sequences (src/model/text-overlap.ts, which the cities collection's
 * rule uses for the city files in check:content): here for the built landing pages.
 *
 * Is every landing page mostly its own? Search engines treat pages for many places that share most
 * of their text ("the same blocks with the city name swapped") as doorway pages. Measured on the
 * built HTML as a crawler reads it: the text of <main>, in sequences of five words (shingles).
 *   own share  – the part of a page's shingles that appear on no other landing page;
 *   overlap    – for two pages, shared shingles / all their shingles (Jaccard).
 * The build prints pages below OWN_SHARE_MIN or above OVERLAP_MAX as a warning (an editor who
 * copies a city file learns it from CI); `npm test` fails on them (__tests__/site/own-text.test.ts).
 */
export const SHINGLE_WORDS = 5;
export const OWN_SHARE_MIN = 0.5;
export const OVERLAP_MAX = 0.35;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The visible text of a page's <main>, without scripts, styles and tags. */
export function mainText(html: string): string {
  const start = html.indexOf("<main");
  const end = html.lastIndexOf("</main>");
  const main = start >= 0 && end > start ? html.slice(start, end) : html;
  return main
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, code: string) => {
      if (code[0] === "#")
        return String.fromCodePoint(
          code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
        );
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

export { words };

/** The page's five-word sequences, each once. */
export const shingles = (list: readonly string[], size = SHINGLE_WORDS): Set<string> => wordSequences(list, size);

export interface PageText {
  route: string;
  text: string;
}

export interface OwnTextFigure {
  route: string;
  words: number;
  /** Share of the page's shingles found on no other landing page, 0…1. */
  ownShare: number;
  /** The other page it overlaps with most, and the overlap (Jaccard, 0…1). */
  closest: string | null;
  overlap: number;
}

/** Own share and closest page of every page. */
export function ownTextFigures(pages: readonly PageText[]): OwnTextFigure[] {
  const sets = pages.map((p) => ({ route: p.route, words: words(p.text), set: shingles(words(p.text)) }));
  const seen = new Map<string, number>();
  for (const { set } of sets) for (const s of set) seen.set(s, (seen.get(s) ?? 0) + 1);
  return sets.map((page) => {
    let own = 0;
    for (const s of page.set) if (seen.get(s) === 1) own += 1;
    let closest: string | null = null;
    let overlap = 0;
    for (const other of sets) {
      if (other === page) continue;
      const share = jaccard(page.set, other.set);
      if (share > overlap) [closest, overlap] = [other.route, share];
    }
    return {
      route: page.route,
      words: page.words.length,
      ownShare: page.set.size ? own / page.set.size : 0,
      closest,
      overlap,
    };
  });
}

/** The longest passages two texts share (runs of shared five-word sequences), longest first. */
export function sharedPassages(a: string, b: string, max = 3): string[] {
  const wa = words(a);
  const other = shingles(words(b));
  const runs: string[] = [];
  let from = -1;
  for (let i = 0; i + SHINGLE_WORDS <= wa.length + 1; i++) {
    const shared = i + SHINGLE_WORDS <= wa.length && other.has(wa.slice(i, i + SHINGLE_WORDS).join(" "));
    if (shared && from < 0) from = i;
    if (!shared && from >= 0) {
      runs.push(wa.slice(from, i - 1 + SHINGLE_WORDS).join(" "));
      from = -1;
    }
  }
  return runs.sort((x, y) => y.length - x.length).slice(0, max);
}

const percent = (n: number) => `${Math.round(n * 100)} %`;

/** One German message per page that is not mostly its own, naming the page it overlaps with and what they share. */
export function ownTextProblems(pages: readonly PageText[]): string[] {
  const figures = ownTextFigures(pages);
  const textOf = new Map(pages.map((p) => [p.route, p.text]));
  return figures
    .filter((f) => f.ownShare < OWN_SHARE_MIN || f.overlap > OVERLAP_MAX)
    .map((f) => {
      const passages = f.closest ? sharedPassages(textOf.get(f.route)!, textOf.get(f.closest)!) : [];
      return (
        `${f.route}: nur ${percent(f.ownShare)} eigener Text (mindestens ${percent(OWN_SHARE_MIN)}), ` +
        `${percent(f.overlap)} Überschneidung mit ${f.closest} (höchstens ${percent(OVERLAP_MAX)}). ` +
        `Gemeinsam z. B.: ${passages.map((p) => `„${p.slice(0, 160)}${p.length > 160 ? " …" : ""}“`).join("; ")}`
      );
    });
}

/** The built landing pages' text (public/<route>/index.html). */
export const builtPages = (publicDir: string, routes: readonly string[]): PageText[] =>
  routes
    .map((route) => ({ route, file: path.join(publicDir, route.slice(1), "index.html") }))
    .filter(({ file }) => fs.existsSync(file))
    .map(({ route, file }) => ({ route, text: mainText(fs.readFileSync(file, "utf8")) }));

/** Which pages are landing pages: one per city, Christmas city and occasion, the guide and the regional page. */
export function landingRoutes(content: {
  cities: readonly string[];
  christmasCities: readonly string[];
  occasions: readonly string[];
}): string[] {
  return [
    ROUTES.guide,
    ROUTES.schleswigHolstein,
    ...content.cities.map(cityPath),
    ...content.christmasCities.map(christmasPath),
    ...content.occasions.map(occasionPath),
  ];
}
