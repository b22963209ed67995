import type { GatsbyNode } from "gatsby";

/**
 * No source maps for the production bundles: nobody debugs the live site from them, and writing
 * them beside minification costs build time on a 2-core machine. `gatsby develop` keeps its own;
 * `SOURCE_MAPS=1 npm run build` keeps them for profiling a production build.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (process.env.SOURCE_MAPS) return;
  if (stage === "build-javascript" || stage === "build-html") actions.setWebpackConfig({ devtool: false });
};
