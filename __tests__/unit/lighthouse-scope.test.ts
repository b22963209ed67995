/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { lighthouseRoutes, templateOf } from "../audit/lighthouse-scope";

/** A public/ of its own: three routes of two page components, one route without page data. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lh-scope-"));
const pageData = (route: string, component: string) => {
  const folder = path.join(dir, "page-data", route === "/" ? "index" : route.slice(1));
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, "page-data.json"), JSON.stringify({ componentChunkName: component }));
};
pageData("/", "component---src-pages-index-tsx");
pageData("/event-dj-kiel", "component---src-templates-city-tsx");
pageData("/event-dj-bremen", "component---src-templates-city-tsx");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const ROUTES = ["/", "/event-dj-kiel", "/event-dj-bremen", "/ohne-daten"];

describe("Lighthouse routes in CI", () => {
  it("reads a route's page component from the build's page data", () => {
    expect(templateOf(dir, "/")).toBe("component---src-pages-index-tsx");
    expect(templateOf(dir, "/event-dj-bremen")).toBe("component---src-templates-city-tsx");
    expect(templateOf(dir, "/ohne-daten")).toBe("/ohne-daten");
  });

  it("measures the first route of each template, and a route without page data on its own", () => {
    expect(lighthouseRoutes(ROUTES, "templates", dir)).toEqual(["/", "/event-dj-kiel", "/ohne-daten"]);
  });

  it("measures every route outside CI", () => {
    expect(lighthouseRoutes(ROUTES, "all", dir)).toEqual(ROUTES);
  });
});
