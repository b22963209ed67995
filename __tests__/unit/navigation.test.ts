import { isActive } from "../../src/lib/navigation";
import { NAV_ENTRIES } from "../../src/components/Header/Header.labels";
import { christmasPath, cityPath, toSlug } from "../../src/model/routes";

describe("navigation", () => {
  it("has the spec's entries and labels", () => {
    expect(NAV_ENTRIES.map((e) => [e.to, e.label, e.panelLabel])).toEqual([
      ["/", "Home", "Home"],
      ["/event-dj-hamburg-finden", "Services", "Services"],
      ["/locations", "Locations", "Locations"],
      ["/dj-schleswig-holstein", "DJ SH", "DJ Schleswig Holstein"],
      ["/blog", "Blog", "Blog"],
      ["/kontakt", "Kontakt", "Kontakt"],
    ]);
  });

  it("marks Home only on exactly /", () => {
    expect(isActive("/", "/")).toBe(true);
    expect(isActive("/", "/blog")).toBe(false);
  });

  it("marks other entries when the path starts with their route", () => {
    expect(isActive("/blog", "/blog/eventmusik-trends-2025")).toBe(true);
    expect(isActive("/blog", "/blog/")).toBe(true);
    expect(isActive("/kontakt", "/locations")).toBe(false);
  });
});

describe("route helpers", () => {
  it("turns umlauts into ae/oe/ue and spaces into dashes", () => {
    expect(toSlug("Lübeck")).toBe("luebeck");
    expect(toSlug("Timmendorfer Strand")).toBe("timmendorfer-strand");
    expect(christmasPath("Lübeck")).toBe("/weihnachtsfeier-dj-luebeck");
    expect(cityPath("kiel")).toBe("/event-dj-kiel");
  });
});
