import type { GatsbyNode } from "gatsby";
import { sourceNodes as sourcePublishingState } from "./publishing";
import { sourceTokens } from "./tokens";
import { sourceCalendar } from "./availability-calendar";

/**
 * The nodes the site makes itself: the set of published articles, the days of the owner's calendar
 * and the values of the tokens (whose scarcity figure counts the calendar's days, so it comes last).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, options) => {
  await sourcePublishingState!(args, options, () => undefined);
  const calendar = await sourceCalendar(args);
  sourceTokens(args, calendar.configured ? calendar : null);
};
