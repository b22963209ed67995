import { articlePageTitle } from "../../src/lib/article-title";

describe("an article's page title", () => {
  const suffix = "Blog";
  it("is the search title where the editor set one, however long the headline", () => {
    const title = "Sommerfest im Betrieb: Musik von der Mittagspause bis zur Tanzfläche";
    expect(articlePageTitle({ title, searchTitle: "Sommerfest: Musik für den Tag" }, suffix)).toBe(
      "Sommerfest: Musik für den Tag",
    );
  });
  it("is the headline without a search title: short ones with the suffix, long ones alone", () => {
    expect(articlePageTitle({ title: "Kurz", searchTitle: null }, suffix)).toBe("Kurz | Blog");
    expect(articlePageTitle({ title: "x".repeat(50) }, suffix)).toBe("x".repeat(50));
  });
});
