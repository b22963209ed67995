/**
 * @jest-environment node
 */
import path from "path";
import fs from "fs";
import yaml from "js-yaml";
import { availabilityResolvers, AVAILABILITY_CALENDAR_ID } from "../../gatsby/availability-calendar";
import { BUILD_DAY_ID, buildTokens } from "../../gatsby/tokens";
import { addDays, mergeAvailability } from "../../src/lib/availability";
import type { AvailabilityData } from "../../src/model/collections";
import { scarcity } from "../../src/lib/season";

/** The calendar's days meet the hand-kept list: the merge, the GraphQL fields of AvailabilityYaml and the scarcity token. */
const content = path.resolve(__dirname, "../../content");
const list = () =>
  yaml.load(fs.readFileSync(path.join(content, "availability/availability.yaml"), "utf8")) as AvailabilityData;

describe("the list's days and the calendar's together", () => {
  const data: AvailabilityData = {
    updatedAt: "2030-11-01",
    booked: ["2030-12-06"],
    tentative: ["2030-12-07", "2030-12-13"],
  };

  it("booked in either list is booked, held in either is held; „Stand:“ is the calendar's day", () => {
    expect(
      mergeAvailability(data, {
        booked: ["2030-12-13", "2030-12-20"],
        tentative: ["2030-12-06", "2030-12-21"],
        knownOn: "2030-11-25",
      }),
    ).toEqual({
      updatedAt: "2030-11-25",
      booked: ["2030-12-06", "2030-12-13", "2030-12-20"],
      tentative: ["2030-12-07", "2030-12-21"],
    });
  });

  it("without a calendar, or one that failed, the list stays as it is", () => {
    expect(mergeAvailability(data, null)).toBe(data);
    expect(mergeAvailability(data, { booked: [], tentative: [], knownOn: null })).toMatchObject({
      updatedAt: "2030-11-01",
    });
  });

  it("the GraphQL fields of AvailabilityYaml read the calendar node (a query dependency) and merge", async () => {
    const fields = availabilityResolvers.AvailabilityYaml;
    const original = jest.fn(() => "original");
    const resolve = async (field: keyof typeof fields, node: object | null) => {
      const nodeModel = { getNodeById: jest.fn(() => node) };
      const value = await fields[field].resolve(data, {}, { nodeModel }, { originalResolver: original });
      expect(nodeModel.getNodeById).toHaveBeenCalledWith(expect.objectContaining({ id: AVAILABILITY_CALENDAR_ID }));
      return value;
    };
    const calendar = { configured: true, booked: ["2030-12-20"], tentative: ["2030-12-06"], knownOn: "2030-11-25" };
    expect(await resolve("booked", calendar)).toEqual(["2030-12-06", "2030-12-20"]);
    expect(await resolve("tentative", calendar)).toEqual(["2030-12-07", "2030-12-13"]);
    expect(await resolve("updatedAt", calendar)).toBe("2030-11-25");
    expect(await resolve("updatedAt", { ...calendar, knownOn: null })).toBe("original");
    expect(await resolve("booked", null)).toBe("original");
    expect(await resolve("booked", { ...calendar, configured: false })).toBe("original");
  });

  it("the scarcity token counts the calendar's days (values read through the node model)", async () => {
    const now = new Date("2030-11-01T08:00:00+01:00");
    const fridaysAndSaturdays: string[] = [];
    for (let day = "2030-12-01"; day <= "2030-12-31"; day = addDays(day, 1)) {
      if ([5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) fridaysAndSaturdays.push(day);
    }
    const load = (file: string) => yaml.load(fs.readFileSync(path.join(content, file), "utf8"));
    // The nodes Gatsby would hold: the content files, the calendar's node and the build's day.
    const nodes: Record<string, unknown> = {
      SiteYaml: load("site/site.yaml"),
      PackagesYaml: load("packages/packages.yaml"),
      AvailabilityYaml: list(),
    };
    const byId: Record<string, unknown> = {
      [AVAILABILITY_CALENDAR_ID]: { configured: true, booked: fridaysAndSaturdays, tentative: [], knownOn: null },
      [BUILD_DAY_ID]: { day: "2030-11-01" },
    };
    const built = (await buildTokens({
      findOne: async ({ type }) => nodes[type] ?? null,
      getNodeById: ({ id }) => byId[id] ?? null,
    }))!;
    expect(built.scarcity).toMatchObject({ percent: 100, show: true });
    expect(built.scarcity).toEqual(
      scarcity(mergeAvailability(list(), { booked: fridaysAndSaturdays, tentative: [] }), now),
    );
  });
});
