import type { GatsbyNode } from "gatsby";
import { sourceNodes as sourcePublishingState } from "./publishing";
import { sourceBuildDay } from "./tokens";
import { sourceCalendar } from "./availability-calendar";

/**
 * The nodes the site makes itself: the set of published articles, the days of the owner's calendar
 * and the build's day (token values follow it, gatsby/tokens.ts).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, options) => {
  await sourcePublishingState!(args, options, () => undefined);
  await sourceCalendar(args);
  sourceBuildDay(args);
};
