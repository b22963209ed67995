import fs from "fs";
import { createRequire } from "module";
import path from "path";
import type { GatsbyNode } from "gatsby";
import TerserPlugin from "terser-webpack-plugin";
import { EMITTED_ASSETS_FILE } from "./host-files";
import { withLiveBrandColours } from "./brand-content";

/**
 * gatsby-plugin-decap-cms's gatsby-browser.js only forwards Netlify Identity invitation links to
 * /admin, through a `require()` of a computed name that webpack cannot follow ("Critical
 * dependency: the request of a dependency is an expression" on every build). The editor no longer
 * uses Netlify Identity (src/cms/live-backend.ts), so the site's bundle gets an empty module in its
 * place: the warning goes, and so does dead code from every page. The editor at /admin is built by
 * the plugin's own webpack compiler, which reaches the same file through its previews' imports of
 * "gatsby"; gatsby-config.ts gives it the same alias (its warning showed in `npm run cms`).
 */
// createRequire: the bundler that compiles gatsby-node replaces a plain require.resolve.
const requireHere = createRequire(path.resolve("package.json"));

export const WITHOUT_IDENTITY_REDIRECT = {
  [requireHere.resolve("gatsby-plugin-decap-cms/gatsby-browser.js")]: false,
} as const;

/**
 * Two plugins' browser files that do nothing in a production build of this site, yet put their
 * imports into every page's app bundle: Gatsby's internal Partytown plugin injects its snippet only
 * under `gatsby develop` (its imports of gatsby-script and @builder.io/partytown/integration stay),
 * and gatsby-plugin-manifest's only rewrites the manifest link for localized manifests, which the
 * site has none of. Left out of the production bundle only (`gatsby develop` keeps them): app bundle
 * 102,174 → 90,621 bytes, 35.1 → 31.3 kB as transferred (27.11.; /kontakt's first view 149.6 →
 * 145.8 kB, the audit's JS budget is 150).
 * Scripts with strategy "off-main-thread" would need the Partytown file back: the site has none
 * (unit test webpack-aliases.test.ts).
 */
export const WITHOUT_IDLE_PLUGIN_CODE = {
  [requireHere.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")]: false,
  [requireHere.resolve("gatsby-plugin-manifest/gatsby-browser.js")]: false,
} as const;

/**
 * No source maps for the production bundles: nobody debugs the live site from them, and writing
 * them beside minification costs build time on a 2-core machine. `gatsby develop` keeps its own;
 * `SOURCE_MAPS=1 npm run build` keeps them for profiling a production build. That build uses its
 * own persistent webpack cache: webpack does not key its cache on `devtool`, so a warm build would
 * otherwise reuse the cached output without maps.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  // The local editor shows brand colours as soon as they are saved (gatsby/brand-content.ts).
  if (stage === "develop")
    actions.replaceWebpackConfig(
      withLiveBrandColours(getConfig(), process.env.CONTENT_PATH || path.resolve("content")),
    );
  if (stage === "develop" || stage === "build-javascript")
    actions.setWebpackConfig({ resolve: { alias: WITHOUT_IDENTITY_REDIRECT } });
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ resolve: { alias: WITHOUT_IDLE_PLUGIN_CODE } });
    actions.replaceWebpackConfig(withSwcMinifier(getConfig()));
    actions.setWebpackConfig({ plugins: [listEmittedAssets] });
  }
  if (stage !== "build-javascript" && stage !== "build-html") return;
  if (!process.env.SOURCE_MAPS) {
    actions.setWebpackConfig({ devtool: false });
    return;
  }
  const cache = getConfig().cache as { name?: string } | boolean | undefined;
  if (cache && typeof cache === "object")
    actions.setWebpackConfig({ cache: { ...cache, name: `${cache.name ?? stage}-sourcemaps` } });
};

/**
 * The bundles are minified by SWC (terser-webpack-plugin's own `swcMinify`) instead of Terser, which
 * Gatsby runs in one worker on a 2-core machine (cores − 1). Cold build, 27.11.: "Building production
 * JavaScript and CSS bundles" 38.6/37.2 s → 29.5/28.4 s, the whole build 133 → 115/120 CPU-seconds,
 * and the site's JS 370,446 → 367,838 bytes gzipped. Gatsby's options otherwise: no *.min.js, Safari 10's
 * mangling fix.
 */
function withSwcMinifier<C extends { optimization?: { minimizer?: unknown[] } }>(config: C): C {
  const minimizer = config.optimization?.minimizer;
  if (!minimizer) return config;
  config.optimization!.minimizer = minimizer.map((plugin) =>
    (plugin as object)?.constructor?.name === "TerserPlugin"
      ? new TerserPlugin({
          exclude: /\.min\.js/,
          minify: TerserPlugin.swcMinify,
          terserOptions: { compress: true, mangle: { safari10: true } },
          parallel: true,
        })
      : plugin,
  );
  return config;
}

/**
 * Writes the names of the browser bundle's files (unchanged ones included) to EMITTED_ASSETS_FILE once
 * they are in public/: gatsby/host-files.ts gives only these a year's cache rule in _headers.
 */
const listEmittedAssets = {
  apply(compiler: { hooks: { afterEmit: { tap: (name: string, fn: (c: { assets: object }) => void) => void } } }) {
    compiler.hooks.afterEmit.tap("ListEmittedAssets", (compilation) => {
      fs.mkdirSync(path.dirname(EMITTED_ASSETS_FILE), { recursive: true });
      fs.writeFileSync(EMITTED_ASSETS_FILE, JSON.stringify(Object.keys(compilation.assets).sort()));
    });
  },
};
