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

  it("the spec's eight locations (section 3, as a fixture) give the spec's seven types with their counts", () => {
    // Castle, country house, manor, beach hotel, museum, knight's estate, restaurant, manor.
    const spec = ["Schloss", "Landhaus", "Gut", "Hotel", "Museum", "Rittergut", "Restaurant", "Gut"].map((type) => ({
      type,
    }));
    expect(countByType(spec)).toEqual([
      { type: "Schloss", count: 1 },
      { type: "Landhaus", count: 1 },
      { type: "Gut", count: 2 },
      { type: "Hotel", count: 1 },
      { type: "Museum", count: 1 },
      { type: "Rittergut", count: 1 },
      { type: "Restaurant", count: 1 },
    ]);
  });

  it("follows the data when a location is added", () => {
    expect(countByType([{ type: "Gut" }, { type: "Hotel" }, { type: "Gut" }])).toEqual([
      { type: "Gut", count: 2 },
      { type: "Hotel", count: 1 },
    ]);
  });
});
