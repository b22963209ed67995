import { loadRoute } from "../support/built-site";
import { contentRoutes, occasions } from "../support/content";
import { ROUTES, occasionPath } from "../../src/model/routes";

/** The occasion pages are the money pages: one tap from the home page, the guide and every footer (issue #37). */
describe("every occasion page in content/occasions is on the main paths", () => {
  const paths = occasions().map((o) => occasionPath(o.slug));
  const hrefs = (doc: Document, selector: string) =>
    [...doc.querySelectorAll<HTMLAnchorElement>(`${selector} a[href]`)].map((a) => a.getAttribute("href"));

  it("there is at least one occasion page", () => expect(paths.length).toBeGreaterThan(0));

  it.each([ROUTES.home, ROUTES.guide])("%s links each from its <main>", (route) => {
    expect(hrefs(loadRoute(route), "main")).toEqual(expect.arrayContaining(paths));
  });

  it.each(contentRoutes())("%s links each from its footer's services", (route) => {
    expect(hrefs(loadRoute(route), "footer")).toEqual(expect.arrayContaining(paths));
  });

  it("no footer link points at the home page's package anchor any more", () => {
    expect(hrefs(loadRoute(ROUTES.home), "footer")).not.toContain("/#leistungen");
  });
});
