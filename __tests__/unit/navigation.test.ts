import { isActive } from "../../src/lib/navigation";
import { NAV_ENTRIES } from "../../src/components/Header/Header.labels";
import { ROUTES, christmasPath, cityPath, toSlug } from "../../src/model/routes";

describe("navigation", () => {
  it("links each entry to a page the site has, each page once, Home first and Kontakt last", () => {
    const fixed = new Set<string>(Object.values(ROUTES));
    expect(NAV_ENTRIES.filter((e) => !fixed.has(e.to))).toEqual([]);
    expect(new Set(NAV_ENTRIES.map((e) => e.to)).size).toBe(NAV_ENTRIES.length);
    expect([NAV_ENTRIES[0].to, NAV_ENTRIES[NAV_ENTRIES.length - 1].to]).toEqual([ROUTES.home, ROUTES.contact]);
    for (const e of NAV_ENTRIES) expect([e.label.trim(), e.panelLabel.trim()]).not.toContain("");
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
