import fs from "fs";
import path from "path";
import { CITY_SLUGS, SPEC_ROUTES, htmlFileFor } from "../support/routes";
import { PUBLIC_DIR, loadRoute, parseHtmlFile } from "../support/built-site";
import { cities, contentRoutes } from "../support/content";

/** The spec's routes plus every route the content adds (a new article or city). */
const built = [...new Set([...SPEC_ROUTES, ...contentRoutes()])];

describe("every route of the spec and of the content is in the built site", () => {
  it.each(built)("%s exists as static HTML with its content rendered", (route) => {
    const file = path.join(PUBLIC_DIR, htmlFileFor(route));
    expect(fs.existsSync(file)).toBe(true);
    const doc = loadRoute(route);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(doc.querySelector("main")?.textContent?.length ?? 0).toBeGreaterThan(200);
  });

  it.each(built)(
    "%s has no NUL byte (React 18's streaming renderer leaves some; the post-build pass removes them)",
    (route) => {
      const bytes = fs.readFileSync(path.join(PUBLIC_DIR, htmlFileFor(route)));
      expect(bytes.indexOf(0)).toBe(-1);
    },
  );

  it("builds one page per city file in content/cities (the files, not code, decide)", () => {
    const slugs = cities().map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(CITY_SLUGS)); // the spec's nine, plus any the editors add
    for (const slug of slugs) expect(fs.existsSync(path.join(PUBLIC_DIR, `event-dj-${slug}`, "index.html"))).toBe(true);
  });

  it("serves a not-found page for unknown paths", () => {
    const doc = parseHtmlFile(path.join(PUBLIC_DIR, "404.html"));
    expect(doc.querySelector("h1")?.textContent).toBe("Oops! Page not found");
    expect(doc.querySelector('main a[href="/"]')).not.toBeNull();
  });
});
