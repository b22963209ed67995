import type { GatsbyNode } from "gatsby";
import { sourceNodes as sourcePublishingState } from "./publishing";
import { sourceTokens } from "./tokens";

/** The nodes the site makes itself: the set of published articles and the values of the tokens. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, options) => {
  await sourcePublishingState!(args, options, () => undefined);
  await sourceTokens!(args, options, () => undefined);
};
