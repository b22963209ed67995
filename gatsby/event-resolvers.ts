import { eventsAt, eventsOfType, type EventFacts } from "../src/lib/events";

/** The part of Gatsby's resolver context these fields use. */
interface Context {
  nodeModel: { findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }> };
}
type Named = { yamlId?: string; slug?: string; name?: string; location?: string };
type EventSource = EventFacts & { venueName?: string | null; townName?: string | null };

const all = async <T>(context: Context, type: string): Promise<T[]> =>
  [...(await context.nodeModel.findAll({ type })).entries] as T[];

/**
 * GraphQL fields for the references (content/events, issue 40): each event's venue and town as
 * a visitor reads them, an occasion page's events of its type and a location's events there.
 */
export const eventResolvers = {
  EventsYaml: {
    // The location's name where the event names one of content/locations, else its own venueName.
    venue: {
      type: "String!",
      resolve: async (source: EventSource, _args: unknown, context: Context) => {
        const location = (await all<Named>(context, "LocationsYaml")).find((l) => l.yamlId === source.location);
        return location?.name ?? source.venueName ?? "";
      },
    },
    // The city page's name, else townName, else the town of the location.
    town: {
      type: "String!",
      resolve: async (source: EventSource, _args: unknown, context: Context) => {
        const city = (await all<Named>(context, "CitiesYaml")).find((c) => c.slug === source.city);
        if (city?.name) return city.name;
        if (source.townName) return source.townName;
        const location = (await all<Named>(context, "LocationsYaml")).find((l) => l.yamlId === source.location);
        return location?.location ?? "";
      },
    },
  },
  OccasionsYaml: {
    playedEvents: {
      type: "[EventsYaml!]!",
      resolve: async (source: { occasion?: string }, _args: unknown, context: Context) =>
        eventsOfType(await all<EventFacts>(context, "EventsYaml"), String(source.occasion)),
    },
  },
  LocationsYaml: {
    playedEvents: {
      type: "[EventsYaml!]!",
      resolve: async (source: { yamlId?: string }, _args: unknown, context: Context) =>
        eventsAt(await all<EventFacts>(context, "EventsYaml"), String(source.yamlId)),
    },
  },
};
