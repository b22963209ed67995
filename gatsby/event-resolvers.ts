import { eventsAt, eventsIn, eventsOfType, type EventFacts } from "../src/lib/events";

/** The part of Gatsby's resolver context these fields use. */
interface Context {
  nodeModel: {
    findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
    findOne: (args: { type: string; query: Record<string, unknown> }) => Promise<unknown>;
  };
}
type Named = { yamlId?: string; slug?: string; name?: string; location?: string };
type EventSource = EventFacts & { venueName?: string | null; townName?: string | null };
type Region = { region?: string; regions: { places: string[] }[] };

const all = async <T>(context: Context, type: string): Promise<T[]> =>
  [...(await context.nodeModel.findAll({ type })).entries] as T[];

/** The town of an event as a visitor reads it: its city page's name, else townName, else its location's town. */
async function townResolver(context: Context) {
  const [cities, locations] = await Promise.all([
    all<Named>(context, "CitiesYaml"),
    all<Named>(context, "LocationsYaml"),
  ]);
  return (event: EventSource): string =>
    cities.find((c) => c.slug === event.city)?.name ??
    (event.townName || locations.find((l) => l.yamlId === event.location)?.location || "");
}

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
      resolve: async (source: EventSource, _args: unknown, context: Context) => (await townResolver(context))(source),
    },
  },
  OccasionsYaml: {
    playedEvents: {
      type: "[EventsYaml!]!",
      resolve: async (source: { occasion?: string }, _args: unknown, context: Context) =>
        eventsOfType(await all<EventFacts>(context, "EventsYaml"), String(source.occasion)),
    },
  },
  // A city page's events: in its town, and on the page of the region (regional.yaml → region) in any of its places.
  CitiesYaml: {
    playedEvents: {
      type: "[EventsYaml!]!",
      resolve: async (source: { slug?: string; name?: string }, _args: unknown, context: Context) => {
        const regional = (await context.nodeModel.findOne({ type: "RegionalYaml", query: {} })) as Region | null;
        const places = regional && regional.region === source.name ? regional.regions.flatMap((r) => r.places) : [];
        const townOf = await townResolver(context);
        return eventsIn(
          await all<EventSource>(context, "EventsYaml"),
          String(source.slug),
          [String(source.name), ...places],
          townOf,
        );
      },
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
