import { hasReviewFrom, reviewNames, reviewPlace } from "../../src/lib/reviews";

describe("where a testimonial comes from", () => {
  it("shows venue or district, town and region without repeating the town in the venue's name", () => {
    expect(reviewPlace({ place: "HafenCity", city: "Hamburg" })).toBe("HafenCity, Hamburg");
    expect(reviewPlace({ place: "Gut Basthorst", city: "Basthorst", region: "Schleswig-Holstein" })).toBe(
      "Gut Basthorst, Schleswig-Holstein",
    );
    expect(reviewPlace({ city: "Lübeck", region: "Schleswig-Holstein" })).toBe("Lübeck, Schleswig-Holstein");
  });

  it("names a city or region only when it is visibly part of the place", () => {
    expect(reviewNames({ city: "Lübeck", region: "Schleswig-Holstein" }, "Lübeck")).toBe(true);
    expect(reviewNames({ city: "Lübeck", region: "Schleswig-Holstein" }, "Schleswig-Holstein")).toBe(true);
    expect(reviewNames({ city: "Lübeck", region: "Schleswig-Holstein" }, "Kiel")).toBe(false);
    expect(reviewNames({ place: "Kieler Yacht-Club", city: "Kiel" }, "Kiel")).toBe(true);
  });

  it("a reviews heading may say 'auch aus Kiel' only with a review from Kiel on the page", () => {
    const reviews = [
      { place: "HafenCity", city: "Hamburg" },
      { place: "Gut Basthorst", city: "Basthorst", region: "Schleswig-Holstein" },
    ];
    expect(hasReviewFrom(reviews, "Kiel")).toBe(false);
    expect(hasReviewFrom(reviews, "Hamburg")).toBe(true);
    expect(hasReviewFrom(reviews, "Schleswig-Holstein")).toBe(true);
    expect(hasReviewFrom(reviews, undefined)).toBe(false);
    expect(hasReviewFrom([...reviews, { city: "Kiel" }], "Kiel")).toBe(true);
  });
});
