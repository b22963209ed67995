/**
 * Page and static queries answered from content/ without a build: every query text of src/ (as
 * Gatsby extracts them), and a resolver that selects the asked fields from the content files.
 * Unit tests render real pages with it (CMS previews, legal pages).
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import matter from "gray-matter";
import { Kind, parse, type SelectionSetNode, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";
import { COLLECTIONS, type Collection } from "../../src/model/collections";
import { tokenValues, withPlace } from "../../gatsby/tokens";
import { standInsInOrder } from "../../gatsby/token-values";
import { fillTokens } from "../../src/model/tokens";
import { berlinDay } from "../../src/lib/availability";
import { buildTime } from "../../src/model/publish-time";

const ROOT = path.resolve(__dirname, "../..");
const SRC = path.join(ROOT, "src");

// ---- The queries of the site, as Gatsby extracts them ----------------------------------------------

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [full] : [];
  });
export const queryTexts = (source: string) => [...source.matchAll(/graphql`([^`]*)`/g)].map((m) => m[1]);

export const QUERIES = [...new Set(sourceFiles(SRC).flatMap((file) => queryTexts(fs.readFileSync(file, "utf8"))))];
export const idOf = (text: string): string => {
  if (!QUERIES.includes(text)) QUERIES.push(text);
  return String(QUERIES.indexOf(text) + 1);
};
const FRAGMENTS = new Map(
  QUERIES.flatMap((text) => parse(text).definitions)
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]),
);

// ---- A resolver over content/ -----------------------------------------------------------------------

export const readYaml = (file: string): unknown => yaml.load(fs.readFileSync(path.join(ROOT, file), "utf8"));
function entriesOf(c: Collection): unknown[] {
  const dir = path.join(ROOT, c.path);
  if (c.shape === "file") return [readYaml(c.path)];
  if (c.shape === "list") return readYaml(c.path) as unknown[];
  const files = fs.readdirSync(dir).sort();
  if (c.shape === "markdown")
    return files
      .filter((f) => f.endsWith(".md"))
      .map((f) => ({ frontmatter: matter(fs.readFileSync(path.join(dir, f), "utf8")).data }));
  return files.filter((f) => f.endsWith(".yaml")).map((f) => readYaml(path.join(c.path, f)));
}

/** What a root field of Gatsby's schema holds: xYaml is a node's file, allXYaml all of them (read once). */
const rootValues = new Map<string, unknown>();
function rootValue(field: string): unknown {
  if (!rootValues.has(field)) rootValues.set(field, readRootValue(field));
  return rootValues.get(field);
}
function readRootValue(field: string): unknown {
  if (field === "site") return { siteMetadata: { siteUrl: "https://www.example.test" } };
  const all = field.startsWith("all");
  const type = all ? field.slice(3) : field.charAt(0).toUpperCase() + field.slice(1);
  const collection = COLLECTIONS.find((c) => c.node === type);
  if (!collection) return {}; // a field the schema computes (publishedArticles): no nodes here
  const entries = entriesOf(collection);
  return all ? { nodes: entries } : entries[0];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date);

/** A file path with fields selected is an image: what gatsby-plugin-sharp would make of it, in small. */
const processedImage = (file: string) => ({
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained",
      width: 800,
      height: 600,
      images: { fallback: { src: `/static/${file}`, srcSet: "", sizes: "" }, sources: [] },
    },
  },
});

let nodeIds = 0;

/** What the build fills into a query's texts (gatsby/tokens.ts), for the content a resolve call sees. */
let fill: (text: string) => string = (text) => text;

/**
 * The fields that hand a page the shared texts for its place (gatsby/tokens.ts, placeResolvers): which
 * file they come from, and the place of the node they are read on (a city's name, a Christmas page's
 * city, the region; the guide: the home city).
 */
function placeField(source: Record<string, unknown>, name: string): unknown {
  const christmas = typeof source.city === "string" && source.name === undefined && source.region === undefined;
  const place = String(
    source.name ?? source.region ?? source.city ?? (rootValue("siteYaml") as Record<string, unknown>).city,
  );
  const texts = rootValue("textsYaml") as { footer: Record<string, string> };
  const seo = rootValue("seoYaml") as Record<string, unknown>;
  const shared: Record<string, unknown> = {
    blocks: rootValue("blocksYaml"),
    party: rootValue("christmasPartyYaml"),
    seo: christmas ? seo.christmasPages : seo.cityPages,
    linkLabel: christmas ? texts.footer.christmas : texts.footer.city,
  };
  return name in shared ? withPlace(shared[name], place) : undefined;
}

/** The fields a selection asks for, under their aliases; missing ones are null, as GraphQL has them. */
function select(value: unknown, set: SelectionSetNode | undefined): unknown {
  if (value === undefined || value === null) return null;
  if (!set) return value instanceof Date ? value.toISOString().slice(0, 10) : fillValue(value);
  if (Array.isArray(value)) return value.map((v) => select(v, set));
  const source: Record<string, unknown> = isRecord(value)
    ? value
    : typeof value === "string"
      ? processedImage(value)
      : {};
  const out: Record<string, unknown> = {};
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) {
      const name = s.name.value;
      const missing = source[name] === undefined;
      // Gatsby gives every node an id and every list field a list.
      const own =
        missing && name === "nodes"
          ? []
          : missing && name === "id"
            ? `node-${++nodeIds}`
            : missing
              ? placeField(source, name)
              : source[name];
      out[s.alias?.value ?? name] = select(own, s.selectionSet);
    } else {
      const fragment = s.kind === Kind.FRAGMENT_SPREAD ? FRAGMENTS.get(s.name.value)?.selectionSet : s.selectionSet;
      const part = select(value, fragment) as Record<string, unknown>;
      for (const [key, v] of Object.entries(part ?? {})) out[key] = merged(out[key], v);
    }
  }
  return out;
}

let lastTokens: { key: unknown[]; tokens: ReturnType<typeof tokenValues> } | undefined;
function tokensFor(site: never, prices: never, availability: never, standIns: { nodes?: { name: string }[] }) {
  const key = [site, prices, availability, standIns];
  if (!lastTokens || lastTokens.key.some((v, i) => v !== key[i])) {
    const names = standInsInOrder(standIns?.nodes ?? []).map((s) => s.name);
    lastTokens = {
      key,
      tokens: tokenValues({ site, prices, availability, day: berlinDay(buildTime()), standIns: names }),
    };
  }
  return lastTokens.tokens;
}

const fillValue = (value: unknown): unknown =>
  typeof value === "string" ? fill(value) : Array.isArray(value) ? value.map(fillValue) : value;

/** The data of a query; `roots` replaces what a root field holds (e.g. a changed siteYaml). */
export function resolve(text: string, roots: Record<string, unknown> = {}): Record<string, unknown> {
  const root = (name: string) => (name in roots ? roots[name] : rootValue(name)) as never;
  const tokens = tokensFor(root("siteYaml"), root("packagesYaml"), root("availabilityYaml"), root("allStandinsYaml"));
  fill = (value) => (value.includes("{") ? fillTokens(value, tokens.values) : value);
  const computed: Record<string, unknown> = {
    contentTokens: { scarcityPercent: tokens.scarcity.percent, scarcityShown: tokens.scarcity.show },
  };
  const operation = parse(text).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const data: Record<string, unknown> = {};
  // Root fields, also those a fragment on Query brings (…PlanningData); a field selected twice is merged.
  const rootSelections = (set: SelectionSetNode | undefined): void => {
    for (const s of set?.selections ?? []) {
      if (s.kind !== Kind.FIELD) {
        rootSelections(s.kind === Kind.FRAGMENT_SPREAD ? FRAGMENTS.get(s.name.value)?.selectionSet : s.selectionSet);
        continue;
      }
      const key = s.alias?.value ?? s.name.value;
      const value = select(
        s.name.value in roots
          ? roots[s.name.value]
          : s.name.value in computed
            ? computed[s.name.value]
            : rootValue(s.name.value),
        s.selectionSet,
      );
      data[key] = merged(data[key], value);
    }
  };
  rootSelections(operation?.selectionSet);
  return data;
}

/** Two selections of the same field, as GraphQL merges them. */
function merged(a: unknown, b: unknown): unknown {
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return b.map((item, i) => merged(a[i], item));
  if (!isRecord(a) || !isRecord(b)) return b;
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) out[key] = merged(a[key], value);
  return out;
}
