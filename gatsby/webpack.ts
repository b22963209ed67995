import type { GatsbyNode } from "gatsby";

/**
 * No source maps for the production bundles: nobody debugs the live site from them, and writing
 * them beside minification costs build time on a 2-core machine. `gatsby develop` keeps its own;
 * `SOURCE_MAPS=1 npm run build` keeps them for profiling a production build. That build uses its
 * own persistent webpack cache: webpack does not key its cache on `devtool`, so a warm build would
 * otherwise reuse the cached output without maps.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript" && stage !== "build-html") return;
  if (!process.env.SOURCE_MAPS) {
    actions.setWebpackConfig({ devtool: false });
    return;
  }
  const cache = getConfig().cache as { name?: string } | boolean | undefined;
  if (cache && typeof cache === "object") actions.setWebpackConfig({ cache: { ...cache, name: `${cache.name ?? stage}-sourcemaps` } });
};
