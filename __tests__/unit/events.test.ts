/**
 * @jest-environment node
 *
 * Issue 40: the references (content/events) as the pages choose them.
 */
import { eventAnchor, eventsAt, eventsIn, eventsOfType, isoDay, newestFirst } from "../../src/lib/events";

const ev = (yamlId: string, date: string, eventType: string, location?: string, city?: string) => ({
  yamlId,
  date,
  eventType,
  location,
  city,
});
const EVENTS = [
  ev("a", "2025-05-24", "hochzeit", "gut-helmstorf"),
  ev("b", "2026-08-22", "hochzeit", "schloss-ahrensburg"),
  ev("c", "2025-08-23", "firmenfeier", undefined, "kiel"),
  ev("d", "2025-09-06", "hochzeit", "gut-helmstorf"),
  ev("e", "2025-09-06", "geburtstag", undefined, "kiel"),
];
const ids = (list: readonly { yamlId: string }[]) => list.map((e) => e.yamlId);

describe("events", () => {
  it("lists newest first, a day's events by id", () => {
    expect(ids(newestFirst(EVENTS))).toEqual(["b", "d", "e", "c", "a"]);
  });

  it("chooses an occasion's events, newest first", () => {
    expect(ids(eventsOfType(EVENTS, "hochzeit"))).toEqual(["b", "d", "a"]);
    expect(eventsOfType(EVENTS, "jubilaeum")).toEqual([]);
  });

  it("chooses a location's and a town's events", () => {
    expect(ids(eventsAt(EVENTS, "gut-helmstorf"))).toEqual(["d", "a"]);
    expect(ids(eventsIn(EVENTS, "kiel"))).toEqual(["e", "c"]);
  });

  it("chooses a region's events by the towns of its places, newest first", () => {
    const towns: Record<string, string> = { a: "Helmstorf", b: "Ahrensburg", c: "Kiel", d: "Helmstorf", e: "Kiel" };
    const townOf = (e: { yamlId: string }) => towns[e.yamlId];
    expect(ids(eventsIn(EVENTS, "schleswig-holstein", ["Schleswig-Holstein", "Kiel", "Ahrensburg"], townOf))).toEqual([
      "b",
      "e",
      "c",
    ]);
    expect(eventsIn(EVENTS, "bremen", ["Bremen"], townOf)).toEqual([]);
  });

  it("anchors an event by its id and gives its day for <time datetime>", () => {
    expect(eventAnchor(EVENTS[0])).toBe("a");
    expect(isoDay("2025-05-24T00:00:00.000Z")).toBe("2025-05-24");
    expect(isoDay(new Date("2025-05-24T00:00:00.000Z"))).toBe("2025-05-24");
  });
});
