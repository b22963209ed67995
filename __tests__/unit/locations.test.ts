/**
 * @jest-environment node
 */
import { countByType } from "../../src/lib/locations";
import { locations } from "../support/content";

describe("location types with counts", () => {
  it("counts the committed locations: every location once, types in order of first appearance", () => {
    const all = locations();
    const counts = countByType(all);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(all.length);
    expect(counts.map((c) => c.type)).toEqual([...new Set(all.map((l) => l.type))]);
    for (const { type, count } of counts) expect(count).toBe(all.filter((l) => l.type === type).length);
  });

  it("the spec's seven types are there, in the spec's order", () => {
    const types = countByType(locations()).map((c) => c.type);
    expect(
      types.filter((t) => ["Schloss", "Landhaus", "Gut", "Hotel", "Museum", "Rittergut", "Restaurant"].includes(t)),
    ).toEqual(["Schloss", "Landhaus", "Gut", "Hotel", "Museum", "Rittergut", "Restaurant"]);
  });

  it("follows the data when a location is added", () => {
    expect(countByType([{ type: "Gut" }, { type: "Hotel" }, { type: "Gut" }])).toEqual([
      { type: "Gut", count: 2 },
      { type: "Hotel", count: 1 },
    ]);
  });
});
