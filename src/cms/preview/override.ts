/**
 * The editor's unsaved data laid over what a built page was rendered with.
 *
 * A page's query results (its page query and the static queries of its components) hold parts of a
 * content file, selected by GraphQL: `textsYaml { home { … } }`, or under an alias such as
 * `texts: textsYaml { footer { … } }`. Wherever such a part comes from the file being edited, the
 * editor's values replace the built ones, so the real components show the edited text. Nothing
 * here names a field: a field added to the content model is picked up as soon as a query selects it.
 */

type Json = unknown;
type Record_ = Record<string, Json>;

const isRecord = (value: Json): value is Record_ =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const isScalar = (value: Json) => value === null || ["string", "number", "boolean"].includes(typeof value);

/** GraphQL's root field of a content file, from the node type of the model: TextsYaml → textsYaml. */
export const rootField = (node: string): string => node.charAt(0).toLowerCase() + node.slice(1);

/** The root fields of `node`'s file and of every other node type of the model. */
export const rootsOf = (node: string, allNodes: readonly string[]): Roots => ({
  own: rootField(node),
  others: new Set(allNodes.filter((n) => n !== node).flatMap((n) => [rootField(n), `all${n}`])),
});

/**
 * Is `built` (part of a query result) a selection from data shaped like `edited`? Every key it has
 * is in the editor's data with the same kind of value (text, list, group); only a key that was
 * null in the build (an optional field left empty) may be missing. Used for aliased root fields,
 * whose name does not tell where they come from.
 */
export function fits(built: Json, edited: Json): boolean {
  if (isRecord(built)) {
    if (!isRecord(edited)) return false;
    const keys = Object.keys(built);
    return (
      keys.length > 0 && keys.every((key) => (key in edited ? fits(built[key], edited[key]) : built[key] === null))
    );
  }
  if (Array.isArray(built))
    return Array.isArray(edited) && built.every((item, i) => i >= edited.length || fits(item, edited[i]));
  if (built === null || edited === null || edited === undefined) return true;
  return isScalar(built) && isScalar(edited);
}

/** An item of the built kind without content: the base of a list item the editor has just added. */
function blank(built: Json): Json {
  if (isRecord(built)) return Object.fromEntries(Object.keys(built).map((key) => [key, blank(built[key])]));
  if (Array.isArray(built)) return [];
  if (typeof built === "string") return "";
  return built === undefined ? null : typeof built === "number" || typeof built === "boolean" ? built : null;
}

/**
 * The editor's values over the built ones, in the shape the query selected: keys the query did not
 * select are left out, values the editor's data does not have (a computed field, an image's
 * processed data) stay as built. Lists are the editor's, item by item over the built item.
 */
export function overlay(built: Json, edited: Json): Json {
  if (edited === undefined) return built;
  if (isRecord(built)) {
    if (!isRecord(edited)) return built;
    return Object.fromEntries(Object.keys(built).map((key) => [key, overlay(built[key], edited[key])]));
  }
  if (Array.isArray(built)) {
    if (!Array.isArray(edited)) return built;
    return edited.map((item, i) => overlay(i < built.length ? built[i] : blank(built[0]), item));
  }
  if (built === null) return isScalar(edited) || Array.isArray(edited) ? edited : null;
  return isScalar(edited) ? edited : built;
}

/** Which file a query result comes from: the root field of its node type, and the other files' root fields. */
export interface Roots {
  /** The edited file's root field, e.g. textsYaml. */
  own: string;
  /** Root fields of the other files (seoYaml, allCitiesYaml …): never theirs, even when they look alike. */
  others: ReadonlySet<string>;
}

/** Fills the placeholders of the editor's text: the build's token values and the page's place ({city}). */
export type Fill = (value: Json, place: string | null) => Json;
const unfilled: Fill = (value) => value;

/** The place a part of a page is about: a city page's city, a Christmas page's city, the region. */
const placeOf = (value: Json): string | null => {
  if (!isRecord(value)) return null;
  const place = value.name ?? value.city ?? value.region;
  return typeof place === "string" ? place : null;
};

/**
 * Parts of another file's result that hold the edited file for a place (the build's `citiesYaml {
 * blocks }`, `christmasYaml { party }` …, gatsby/tokens.ts): overlaid where they fit the editor's data.
 */
function overrideNested(value: Json, edited: Record_, fill: Fill, place: string | null): Json {
  if (!isRecord(value)) return value;
  const here = placeOf(value) ?? place;
  let changed = false;
  const out: Record_ = { ...value };
  for (const [key, part] of Object.entries(value)) {
    if (!isRecord(part)) continue;
    const next = fits(part, edited) ? fill(overlay(part, edited), here) : overrideNested(part, edited, fill, here);
    if (next !== part) {
      out[key] = next;
      changed = true;
    }
  }
  return changed ? out : value;
}

/**
 * One query result with the edited file's parts replaced: the file's own root field (`textsYaml`),
 * any root field under another name (an alias) whose result fits the editor's data, and the parts of
 * other results that carry the file for a place. The editor's placeholders are filled (`fill`).
 * Returns the same object when nothing in it comes from the file.
 */
export function overrideResult<T>(data: T, edited: Json, roots: Roots, fill: Fill = unfilled): T {
  if (!isRecord(data) || !isRecord(edited)) return data;
  const pagePlace = Object.values(data).map(placeOf).find(Boolean) ?? null;
  let changed = false;
  const out: Record_ = { ...data };
  for (const [key, value] of Object.entries(data)) {
    if (!isRecord(value)) continue;
    const next =
      key === roots.own || (!roots.others.has(key) && fits(value, edited))
        ? fill(overlay(value, edited), pagePlace)
        : overrideNested(value, edited, fill, null);
    if (next !== value) {
      out[key] = next;
      changed = true;
    }
  }
  return (changed ? out : data) as T;
}

/** A Fill from the build's token values (public/admin/preview-tokens.json); {city} is the place, else the home city. */
export const fillWith =
  (values: Record<string, string>): Fill =>
  (value, place) => {
    const all: Record<string, string> = { ...values, city: place ?? values.homeCity ?? "" };
    const walk = (v: Json): Json =>
      typeof v === "string"
        ? v.replace(/\{(\w+)\}/g, (match, name: string) => all[name] ?? match)
        : Array.isArray(v)
          ? v.map(walk)
          : isRecord(v)
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
            : v;
    return walk(value);
  };

/** The static query results of a page (hash → { data }) with the edited file's parts replaced. */
export function overrideStaticQueries<Q extends Record<string, { data: Json }>>(
  queries: Q,
  edited: Json,
  roots: Roots,
  fill: Fill = unfilled,
): Q {
  return Object.fromEntries(
    Object.entries(queries).map(([hash, result]) => {
      const data = overrideResult(result.data, edited, roots, fill);
      return [hash, data === result.data ? result : { ...result, data }];
    }),
  ) as Q;
}
