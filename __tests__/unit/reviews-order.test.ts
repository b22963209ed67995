import { fittingFirst } from "../../src/lib/reviews";
import { formatGermanMonth } from "../../src/model/calendar-day";

const review = (name: string, occasion: string, city: string, region?: string) => ({ name, occasion, city, region });

describe("reviews that fit the page come first", () => {
  const all = [
    review("A", "firmenfeier", "Hamburg"),
    review("B", "hochzeit", "Basthorst", "Schleswig-Holstein"),
    review("C", "geburtstag", "Lübeck", "Schleswig-Holstein"),
    review("D", "hochzeit", "Kiel", "Schleswig-Holstein"),
  ];
  it("the occasion's reviews first, then the place's, then the rest, each in content order", () => {
    expect(fittingFirst(all, { occasion: "hochzeit" }).map((r) => r.name)).toEqual(["B", "D", "A", "C"]);
    expect(fittingFirst(all, { place: "Lübeck" }).map((r) => r.name)).toEqual(["C", "A", "B", "D"]);
    expect(fittingFirst(all, { occasion: "geburtstag", place: "Kiel" }).map((r) => r.name)).toEqual([
      "C",
      "D",
      "A",
      "B",
    ]);
    expect(fittingFirst(all, {}).map((r) => r.name)).toEqual(["A", "B", "C", "D"]);
  });
  it("a review's month reads as German month and year", () => {
    expect(formatGermanMonth("2025-06")).toBe("Juni 2025");
    expect(formatGermanMonth("2026-12")).toBe("Dezember 2026");
    expect(formatGermanMonth("2026-13")).toBeUndefined();
    expect(formatGermanMonth("Juni")).toBeUndefined();
  });
});
