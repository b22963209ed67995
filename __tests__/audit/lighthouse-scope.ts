import fs from "fs";
import path from "path";

/** The page component a built route was made from (Gatsby's page data), or the route itself when it has none. */
export function templateOf(publicDir: string, route: string): string {
  const file = path.join(publicDir, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")).componentChunkName as string) : route;
}

/**
 * The routes Lighthouse measures. "all": every route (`npm run audit:site`). "templates" (.ci/run): the first
 * route of each page component, so a new city or article needs no change here. What Lighthouse guards in CI
 * (LCP, CLS, the scores; TBT is only reported there) comes from the template – its code, its layout, its
 * images' sizes – which every route of it shares; a run per route took CI about 10 s each. axe, the console,
 * foreign requests and the JS budget still check every route.
 */
export function lighthouseRoutes(
  routes: string[],
  scope: "all" | "templates",
  publicDir: string,
  template: (route: string) => string = (route) => templateOf(publicDir, route),
): string[] {
  if (scope === "all") return routes;
  const seen = new Set<string>();
  return routes.filter((route) => {
    const t = template(route);
    if (seen.has(t)) return false;
    seen.add(t);
    return true;
  });
}
