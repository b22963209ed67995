import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import type { NodePluginArgs } from "gatsby";
import { contentTokens, scarcity, type PriceContent } from "../src/lib/tokens";
import { fillTokens } from "../src/lib/text";
import { mergeAvailability, type CalendarAvailability } from "../src/lib/availability";
import type { AvailabilityData, SiteData } from "../src/model/collections";
import { buildTime } from "./publish-time";

/**
 * Tokens are filled at build time, in the data layer: every text field of the content model carries
 * the @tokens directive (src/model/graphql.ts), and article HTML is filled in gatsby/resolvers.ts.
 * So every page – HTML for crawlers, page data, feed, structured data – reads "952 € inkl. MwSt."
 * where the editor wrote {preisBasisBrutto}, and the season follows the build date.
 *
 * The values live in one node. Reading it through the resolver's node model makes it a dependency of
 * every query that shows a token: when a price, a figure or the season changes, those queries run
 * again on a warm cache (the passing of time alone is no data change for Gatsby).
 */
export const CONTENT_TOKENS_TYPE = "ContentTokens";
export const CONTENT_TOKENS_ID = "content-tokens";

const readYaml = <T>(dir: string, file: string): T => yaml.load(fs.readFileSync(path.join(dir, file), "utf8")) as T;

/**
 * The token values of the content below `contentDir` at the moment `now`, and the scarcity figure;
 * with the owner's calendar (gatsby/calendar-source.ts), its days count as the site shows them.
 */
export function tokenValuesFor(contentDir: string, now = buildTime(), calendar?: CalendarAvailability | null) {
  const site = readYaml<SiteData>(contentDir, "site/site.yaml");
  const prices = readYaml<PriceContent>(contentDir, "packages/packages.yaml");
  const availability = mergeAvailability(
    readYaml<AvailabilityData>(contentDir, "availability/availability.yaml"),
    calendar,
  );
  // A phone number must never break across lines (the same as useSiteFacts).
  const facts = { ...site, phone: String(site.phone).replace(/ /g, "\u00a0") };
  return { values: contentTokens({ site: facts, prices, availability, now }), scarcity: scarcity(availability, now) };
}

export const contentDirectory = () => process.env.CONTENT_PATH || path.resolve("content");

export function sourceTokens(
  { actions, createContentDigest }: Pick<NodePluginArgs, "actions" | "createContentDigest">,
  calendar: CalendarAvailability | null,
): void {
  const { values: tokens, scarcity: shortage } = tokenValuesFor(contentDirectory(), buildTime(), calendar);
  const values = JSON.stringify(tokens);
  const fields = { values, scarcityPercent: shortage.percent, scarcityShown: shortage.show };
  actions.createNode({
    id: CONTENT_TOKENS_ID,
    ...fields,
    internal: { type: CONTENT_TOKENS_TYPE, contentDigest: createContentDigest(fields) },
  });
}

interface TokenNodeModel {
  getNodeById: (args: { id: string; type: string }) => unknown;
}

let parsed: { json: string; values: Record<string, string> } | undefined;
const valuesOf = (json: string) => {
  if (parsed?.json !== json) parsed = { json, values: JSON.parse(json) as Record<string, string> };
  return parsed.values;
};

/** Fills the build's tokens into a string or a list of strings; page tokens ({city}) stay. */
export async function fillBuildTokens<T>(value: T, nodeModel: TokenNodeModel): Promise<T> {
  if (typeof value !== "string" && !Array.isArray(value)) return value;
  const node = (await nodeModel.getNodeById({ id: CONTENT_TOKENS_ID, type: CONTENT_TOKENS_TYPE })) as {
    values: string;
  } | null;
  if (!node) return value;
  const values = valuesOf(node.values);
  const fill = (text: unknown) => (typeof text === "string" && text.includes("{") ? fillTokens(text, values) : text);
  return (Array.isArray(value) ? value.map(fill) : fill(value)) as T;
}

/** The @tokens directive of the schema. */
export const tokensExtension = {
  name: "tokens",
  extend() {
    return {
      resolve: (
        source: Record<string, unknown>,
        _args: unknown,
        context: { nodeModel: TokenNodeModel },
        info: { fieldName: string },
      ) => fillBuildTokens(source[info.fieldName], context.nodeModel),
    };
  },
};
