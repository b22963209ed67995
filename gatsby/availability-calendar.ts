import type { NodePluginArgs } from "gatsby";
import { mergeAvailability, type CalendarAvailability } from "../src/lib/availability";
import type { AvailabilityData } from "../src/model/collections";
import { buildTime } from "../src/model/publish-time";
import { ICS_URL_ENV, loadCalendar, type CalendarResult } from "./calendar-source";
import path from "path";

/**
 * The calendar's days as data. They live in one AvailabilityCalendar node; the AvailabilityYaml
 * fields `booked`, `tentative` and `updatedAt` read it through the resolver's node model, so the
 * date check, the form's calendar and every other reader of availability.yaml get the merged days,
 * and Gatsby re-runs those queries on a warm cache when the calendar's days change (as
 * PublishingState does for scheduled articles, gatsby/publishing.ts).
 */
/** The content folder (CONTENT_PATH in tests and benchmarks), where a calendar may lie as an .ics file. */
export const contentDirectory = () => process.env.CONTENT_PATH || path.resolve("content");

export const AVAILABILITY_CALENDAR_TYPE = "AvailabilityCalendar";
export const AVAILABILITY_CALENDAR_ID = "availability-calendar";

export interface CalendarNodeFields extends CalendarAvailability {
  configured: boolean;
  booked: string[];
  tentative: string[];
  knownOn: string | null;
}

/** Reads the calendar (AVAILABILITY_ICS_URL, content/availability/*.ics), logs the outcome and stores the days as a node. */
export async function sourceCalendar({
  actions,
  createContentDigest,
  reporter,
}: Pick<NodePluginArgs, "actions" | "createContentDigest" | "reporter">): Promise<CalendarResult> {
  const result = await loadCalendar({
    url: process.env[ICS_URL_ENV],
    contentDir: contentDirectory(),
    now: buildTime(),
  });
  result.info.forEach((line) => reporter.info(line));
  result.warnings.forEach((line) => reporter.warn(line));
  const fields: CalendarNodeFields = {
    configured: result.configured,
    booked: result.booked,
    tentative: result.tentative,
    knownOn: result.knownOn,
  };
  actions.createNode({
    id: AVAILABILITY_CALENDAR_ID,
    ...fields,
    internal: { type: AVAILABILITY_CALENDAR_TYPE, contentDigest: createContentDigest(fields) },
  });
  return result;
}

interface NodeModel {
  getNodeById: (args: { id: string; type: string }) => unknown;
}
type Resolve = (
  source: AvailabilityData,
  args: unknown,
  context: { nodeModel: NodeModel },
  info: { originalResolver: Resolve },
) => unknown;

/** A field of AvailabilityYaml with the calendar's days merged in; without a calendar, the list's value unchanged. */
const merged = (field: keyof AvailabilityData): { resolve: Resolve } => ({
  resolve: async (source, args, context, info) => {
    const calendar = (await context.nodeModel.getNodeById({
      id: AVAILABILITY_CALENDAR_ID,
      type: AVAILABILITY_CALENDAR_TYPE,
    })) as CalendarNodeFields | null;
    if (!calendar?.configured || (field === "updatedAt" && !calendar.knownOn))
      return info.originalResolver(source, args, context, info);
    return mergeAvailability(
      { updatedAt: source.updatedAt, booked: source.booked ?? [], tentative: source.tentative },
      calendar,
    )[field];
  },
});

/** For createResolvers: the merged fields of AvailabilityYaml. */
export const availabilityResolvers = {
  AvailabilityYaml: { booked: merged("booked"), tentative: merged("tentative"), updatedAt: merged("updatedAt") },
};
