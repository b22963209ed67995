import type { NodePluginArgs } from "gatsby";
import { scarcity } from "../src/lib/season";
import { fillTokens } from "../src/model/tokens";
import { contentTokens, standInsInOrder, type PriceContent } from "./token-values";
import { berlinDay, mergeAvailability, type CalendarAvailability } from "../src/lib/availability";
import type { AvailabilityData, SiteData } from "../src/model/collections";
import { buildTime } from "../src/model/publish-time";
import { AVAILABILITY_CALENDAR_ID, AVAILABILITY_CALENDAR_TYPE } from "./availability-calendar";

/**
 * The one place where tokens are filled. Every token an editor writes is replaced here, at build
 * time, in Gatsby's data layer, so every page – HTML for crawlers, page data, feed, structured data
 * – holds the final words and no component fills anything:
 *
 * 1. Build tokens ({preisBasisBrutto}, {events}, {season}, {phone} …): every text field of the content
 *    model carries the @tokens directive (src/model/graphql.ts), article HTML is filled in
 *    gatsby/resolvers.ts. Their values are computed from the content nodes (site, packages,
 *    availability, the owner's calendar) and the build's day, all read through the resolver's node
 *    model: when a price, a figure, a booked day or the season changes, Gatsby re-runs the queries
 *    that show a token, also on a warm cache.
 * 2. The page token {city}: a shared text (content/blocks, the Christmas pages' common texts, the
 *    head's keywords, the footer's link labels) is read through a field of the place it is shown for
 *    (`CitiesYaml.blocks`, `ChristmasYaml.party` …, see `placeResolvers`), which fills in the place.
 */

/** The build's calendar day as a node: the passing of time becomes a data change for Gatsby. */
export const BUILD_DAY_TYPE = "BuildDay";
export const BUILD_DAY_ID = "build-day";

export function sourceBuildDay({
  actions,
  createContentDigest,
}: Pick<NodePluginArgs, "actions" | "createContentDigest">) {
  const fields = { day: berlinDay(buildTime()) };
  actions.createNode({
    id: BUILD_DAY_ID,
    ...fields,
    internal: { type: BUILD_DAY_TYPE, contentDigest: createContentDigest(fields) },
  });
}

/** What the token resolvers use of Gatsby's node model. */
export interface TokenNodeModel {
  getNodeById: (args: { id: string; type: string }) => unknown;
  findOne: (args: { type: string; query: Record<string, unknown> }) => Promise<unknown>;
  /** Gatsby's; without it (a test's stand-in model) there are no stand-in DJs. */
  findAll?: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
}

/** The node type of the stand-in DJs (content/standins), whose names fill {vertretung}. */
const STANDINS_TYPE = "StandinsYaml";

/** The content the build's token values are computed from. */
export interface TokenInputs {
  site: SiteData;
  prices: PriceContent;
  availability: AvailabilityData;
  calendar?: CalendarAvailability | null;
  /** The build's calendar day in Hamburg, "2026-11-26". */
  day: string;
  /** The stand-in DJs' names, in order ({vertretung}). */
  standIns?: readonly string[];
}

/** The values of the build's tokens and the scarcity figure, from content already read. */
export function tokenValues({ site, prices, availability, calendar, day, standIns }: TokenInputs) {
  const now = new Date(`${day}T12:00:00Z`);
  const merged = mergeAvailability(availability, calendar);
  // A phone number must never break across lines.
  const facts = { ...site, phone: String(site.phone).replace(/ /g, "\u00a0") };
  return {
    values: contentTokens({ site: facts, prices, availability: merged, now, standIns }),
    scarcity: scarcity(merged, now),
  };
}

interface CalendarNode extends CalendarAvailability {
  configured: boolean;
}

type StandInNode = { yamlId?: string | null; name: string };

let memo: { key: unknown[]; result: ReturnType<typeof tokenValues> } | undefined;

/** The build's token values, read through the node model (so every query that shows one depends on its sources). */
export async function buildTokens(nodeModel: TokenNodeModel): Promise<ReturnType<typeof tokenValues> | null> {
  const [site, prices, availability, calendar, buildDay, standIns] = await Promise.all([
    nodeModel.findOne({ type: "SiteYaml", query: {} }),
    nodeModel.findOne({ type: "PackagesYaml", query: {} }),
    nodeModel.findOne({ type: "AvailabilityYaml", query: {} }),
    nodeModel.getNodeById({ id: AVAILABILITY_CALENDAR_ID, type: AVAILABILITY_CALENDAR_TYPE }),
    nodeModel.getNodeById({ id: BUILD_DAY_ID, type: BUILD_DAY_TYPE }),
    nodeModel.findAll
      ? nodeModel.findAll({ type: STANDINS_TYPE }).then(({ entries }) => [...entries] as StandInNode[])
      : ([] as StandInNode[]),
  ]);
  if (!site || !prices || !buildDay) return null;
  const key = [site, prices, availability, calendar, buildDay, ...standIns];
  if (memo && memo.key.length === key.length && memo.key.every((node, i) => node === key[i])) return memo.result;
  const cal = calendar as CalendarNode | null;
  const result = tokenValues({
    site: site as SiteData,
    prices: prices as PriceContent,
    availability: (availability as AvailabilityData | null) ?? { updatedAt: "", booked: [], tentative: [] },
    calendar: cal?.configured ? cal : null,
    day: (buildDay as { day: string }).day,
    standIns: standInsInOrder(standIns).map((s) => s.name),
  });
  memo = { key, result };
  return result;
}

/** Fills a string or a list of strings; `place` adds the page token {city}. */
const fillValue = <T>(value: T, values: Record<string, string>): T => {
  const fill = (text: unknown) => (typeof text === "string" && text.includes("{") ? fillTokens(text, values) : text);
  return (Array.isArray(value) ? value.map(fill) : fill(value)) as T;
};

/**
 * Fills the build's tokens into a string or a list of strings; the tokens named in `keep` stay as
 * they are, for the browser to fill with the visitor's values (the season they plan for).
 */
export async function fillBuildTokens<T>(
  value: T,
  nodeModel: TokenNodeModel,
  keep: readonly string[] = [],
): Promise<T> {
  if (typeof value !== "string" && !Array.isArray(value)) return value;
  const tokens = await buildTokens(nodeModel);
  if (!tokens) return value;
  const values = keep.length
    ? Object.fromEntries(Object.entries(tokens.values).filter(([name]) => !keep.includes(name)))
    : tokens.values;
  return fillValue(value, values);
}

/**
 * The @tokens directive of the schema. A query may ask for a text with some tokens left in it,
 * e.g. `template: text(keep: ["year", "scarcityPercent"])` beside `text`: the Christmas pages'
 * scarcity line, which the browser fills again for the December the visitor checked a date in.
 */
export const tokensExtension = {
  name: "tokens",
  extend() {
    return {
      args: { keep: { type: "[String!]", description: 'Tokens to leave unfilled, e.g. ["year"].' } },
      resolve: (
        source: Record<string, unknown>,
        args: { keep?: readonly string[] | null } | undefined,
        context: { nodeModel: TokenNodeModel },
        info: { fieldName: string },
      ) => fillBuildTokens(source[info.fieldName], context.nodeModel, args?.keep ?? []),
    };
  },
};

/** A copy of content in which every string names the place: "{city}" → "Kiel". Other tokens stay for the directive. */
export function withPlace<T>(value: T, city: string): T {
  if (typeof value === "string") return fillTokens(value, { city }) as T;
  if (Array.isArray(value)) return value.map((v) => withPlace(v, city)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPlace(v, city)])) as T;
  }
  return value;
}

type PlaceSource = Record<string, unknown>;
interface PlaceField {
  /** The GraphQL type the field returns. */
  type: string;
  /** Which node holds the shared text (its type), and which part of it (a key path), if not all. */
  from: string;
  path?: string[];
}

/**
 * Fields of a page's node that hand it the shared texts with its place filled in. `placeOf` names the
 * place of a node (a city's name, a Christmas page's city).
 */
function placeFields(
  placeOf: (source: PlaceSource, nodeModel: TokenNodeModel) => string | Promise<string>,
  fields: Record<string, PlaceField>,
) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, { type, from, path = [] }]) => [
      name,
      {
        type,
        resolve: async (source: PlaceSource, _args: unknown, context: { nodeModel: TokenNodeModel }) => {
          const node = await context.nodeModel.findOne({ type: from, query: {} });
          const part = path.reduce<unknown>((v, key) => (v as Record<string, unknown> | null)?.[key] ?? null, node);
          if (part === null) return null;
          const placed = withPlace(part, await placeOf(source, context.nodeModel));
          // A text of its own (not a content type with the @tokens directive) gets the build's tokens here.
          return typeof placed === "string" ? fillBuildTokens(placed, context.nodeModel) : placed;
        },
      },
    ]),
  );
}

/** For createResolvers: every field that gives a page its shared texts for its place. */
export const placeResolvers = {
  CitiesYaml: placeFields((city) => String(city.name), {
    blocks: { type: "BlocksYaml!", from: "BlocksYaml" },
    seo: { type: "SeoPattern!", from: "SeoYaml", path: ["cityPages"] },
    linkLabel: { type: "String!", from: "TextsYaml", path: ["footer", "city"] },
  }),
  ChristmasYaml: placeFields((page) => String(page.city), {
    party: { type: "ChristmasPartyYaml!", from: "ChristmasPartyYaml" },
    blocks: { type: "BlocksYaml!", from: "BlocksYaml" },
    seo: { type: "SeoPattern!", from: "SeoYaml", path: ["christmasPages"] },
    linkLabel: { type: "String!", from: "TextsYaml", path: ["footer", "christmas"] },
  }),
  RegionalYaml: placeFields((page) => String(page.region), {
    blocks: { type: "BlocksYaml!", from: "BlocksYaml" },
  }),
  // The guide is about the home city (site.yaml → city).
  GuideYaml: placeFields(
    async (_page, nodeModel) =>
      String(((await nodeModel.findOne({ type: "SiteYaml", query: {} })) as { city?: string } | null)?.city ?? ""),
    { blocks: { type: "BlocksYaml!", from: "BlocksYaml" } },
  ),
};

/** Query.contentTokens: the scarcity figure of the build and the year of its December (Christmas pages). */
export const contentTokensResolver = {
  type: "ContentTokens!",
  resolve: async (_source: unknown, _args: unknown, context: { nodeModel: TokenNodeModel }) => {
    const tokens = await buildTokens(context.nodeModel);
    return {
      scarcityPercent: tokens?.scarcity.percent ?? 0,
      scarcityShown: tokens?.scarcity.show ?? false,
      scarcityYear: tokens?.scarcity.year ?? 0,
    };
  },
};
