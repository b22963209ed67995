import { compareText } from "./compare";

/**
 * The celebrations the DJ played (content/events), as the pages choose them: /referenzen lists all
 * newest first, an occasion page those of its type, a location card those at its venue.
 */

/** What the choice needs of an event; the rest is passed through. */
export interface EventFacts {
  /** The event's own id (in GraphQL `yamlId`): the anchor on /referenzen. */
  yamlId?: string | null;
  id?: string;
  date: string | Date;
  eventType: string;
  location?: string | null;
  city?: string | null;
}

const idOf = (e: EventFacts): string => e.yamlId ?? e.id ?? "";
const timeOf = (e: EventFacts): number => new Date(e.date).getTime();

/** Newest first; two on one day by id, so the order never depends on the file system. */
export const newestFirst = <E extends EventFacts>(events: readonly E[]): E[] =>
  [...events].sort((a, b) => timeOf(b) - timeOf(a) || compareText(idOf(a), idOf(b)));

/** The events of one type (the form's eventTyp, e.g. hochzeit), newest first. */
export const eventsOfType = <E extends EventFacts>(events: readonly E[], type: string): E[] =>
  newestFirst(events.filter((e) => e.eventType === type));

/** The events at one location of content/locations, newest first. */
export const eventsAt = <E extends EventFacts>(events: readonly E[], locationId: string): E[] =>
  newestFirst(events.filter((e) => e.location === locationId));

/**
 * The events of a city page, newest first: those naming its slug, and those whose town (`townOf`:
 * the city page's, the event's own or its location's) is one of `towns` – the page's name, and on
 * a region's page every place of the region.
 */
export const eventsIn = <E extends EventFacts>(
  events: readonly E[],
  citySlug: string,
  towns: readonly string[] = [],
  townOf: (e: E) => string = () => "",
): E[] => newestFirst(events.filter((e) => e.city === citySlug || towns.includes(townOf(e))));

/** The anchor of an event on the references page, e.g. "2025-09-06-hochzeit-gut-basthorst". */
export const eventAnchor = (e: EventFacts): string => idOf(e);

/** A calendar day as `<time datetime>` wants it (YYYY-MM-DD), from a Date or an ISO string. */
export const isoDay = (date: string | Date): string =>
  typeof date === "string" && /^\d{4}-\d{2}-\d{2}/.test(date)
    ? date.slice(0, 10)
    : new Date(date).toISOString().slice(0, 10);
