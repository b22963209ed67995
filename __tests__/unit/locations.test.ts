/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { countByType } from "../../src/lib/locations";

describe("location types with counts", () => {
  it("counts the committed locations as the spec lists them", () => {
    const locations = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/locations/locations.yaml"), "utf8")) as { type: string }[];
    expect(locations).toHaveLength(8);
    expect(countByType(locations)).toEqual([
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
