import { selectRelated } from "../../src/lib/related";

const post = (id: string, category: string, publishedAt: string) => ({ id, frontmatter: { category, publishedAt } });

describe("related articles", () => {
  const all = [
    post("a", "Hochzeitsplanung", "2025-01-13"),
    post("b", "Hochzeitsplanung", "2024-12-02"),
    post("c", "Firmenevents", "2025-02-24"),
    post("d", "Hochzeitsplanung", "2023-05-01"),
    post("e", "Hochzeitsplanung", "2024-06-01"),
    post("f", "Hochzeitsplanung", "2022-06-01"),
  ];

  it("shows the other article of the same category (the Hochzeitsplanung pair)", () => {
    expect(selectRelated(all[0], all.slice(0, 3)).map((p) => p.id)).toEqual(["b"]);
    expect(selectRelated(all[1], all.slice(0, 3)).map((p) => p.id)).toEqual(["a"]);
  });

  it("excludes the current article, other categories, and stops at three, newest first", () => {
    expect(selectRelated(all[0], all).map((p) => p.id)).toEqual(["b", "e", "d"]);
  });

  it("returns nothing when the category has no other article", () => {
    expect(selectRelated(all[2], all)).toEqual([]);
  });
});
