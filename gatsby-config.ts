import type { GatsbyConfig } from "gatsby";
import path from "path";
import { sanitizeArticleHtml } from "./gatsby/article-html";
import { cmsAuthUrl, liveRepository } from "./src/cms/live-backend";
import { brandEnvironment } from "./gatsby/brand-content";
import { WITHOUT_IDENTITY_REDIRECT } from "./gatsby/webpack";

/** Absolute base URL of the live site; canonical links and structured data use it. */
export const siteUrl = (process.env.SITE_URL || "https://www.event-dj-hamburg.example").replace(/\/+$/, "");

// The live editor's GitHub repository comes from the host's build (Netlify's REPOSITORY_URL, or
// CMS_REPOSITORY): Gatsby builds GATSBY_ variables into the bundles, the editor's too.
process.env.GATSBY_CMS_REPOSITORY = liveRepository(process.env);
// Its login provider likewise: CMS_AUTH_URL off Netlify (e.g. Cloudflare Pages), else Netlify's.
process.env.GATSBY_CMS_AUTH_URL = cmsAuthUrl(process.env);
// The status line "Letzter Build" in /admin (src/cms/deploy-status.ts): Netlify names its site to every build.
process.env.GATSBY_NETLIFY_SITE_ID = process.env.SITE_ID ?? "";
process.env.GATSBY_NETLIFY_SITE_NAME = process.env.SITE_NAME ?? "";

interface FeedQuery {
  site: { siteMetadata: { siteUrl: string } };
  publishedArticles: {
    nodes: { html: string; frontmatter: { slug: string; title: string; excerpt: string; publishedAt: string } }[];
  };
}

const contentPath = process.env.CONTENT_PATH || path.resolve(__dirname, "content");

// The owner's colours and logo (content/site/site.yaml → brand) go into every bundle as
// GATSBY_BRAND_* (src/styles/brand.ts, gatsby/brand-content.ts).
Object.assign(process.env, brandEnvironment(contentPath));

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Event DJ Hamburg",
    siteUrl,
  },
  trailingSlash: "never",
  // JSX through react/jsx-runtime. With React 19, Gatsby 5.16 replaces React.createElement in the
  // browser so that <title>, <meta>, <link>, <script> … become its own components (for its Head API,
  // unused here); react-helmet then no longer recognises Seo's children and, once the page has
  // hydrated, removed description, canonical and JSON-LD from the head. jsx() is left alone.
  jsxRuntime: "automatic",
  // Queries.* types also for the node-side queries: gatsby-node.ts only re-exports, createPages lives in gatsby/.
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    documentSearchPaths: ["./gatsby-node.ts", "./gatsby/create-pages.ts", "./gatsby/post-build.ts"],
  },
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-styled-components",
      options: { displayName: process.env.NODE_ENV !== "production", fileName: false },
    },
    // gatsby-plugin-image is used for its image data (gatsbyImageData resolvers below) but not as
    // a plugin: its head style and fade-in script serve <GatsbyImage>, which this site replaced
    // by a plain <picture> (src/components/ui/Picture.tsx).
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          quality: 72,
          placeholder: "dominantColor",
          breakpoints: [480, 800, 1200, 1600],
          // AVIF's quality scale is not WebP's: at 72 (effort 2) the AVIFs were 26 % larger than the
          // WebPs (343 against 273 kB for 18 sizes of 6 photos) at a far higher fidelity (PSNR 43.0 against
          // 37.9 dB), and every current browser takes the AVIF. At 50 they are 195 kB – 43 % less than
          // before, 29 % less than the WebPs – at 38.4 dB, still above the WebP; effort 1 encodes them in
          // 44 % of the CPU time (1.36 against 3.12 s), and AVIF encoding dominates a cold build.
          avifOptions: { quality: 50, effort: 1 },
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentPath },
    },
    "gatsby-transformer-yaml",
    {
      resolve: "gatsby-transformer-remark",
      options: { excerpt_separator: "<!-- mehr -->" },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "Event DJ Hamburg",
        short_name: "Event DJ",
        description: "Ihr Event-DJ für Hamburg, Schleswig-Holstein, Hannover und Bremen",
        lang: "de",
        start_url: "/",
        background_color: "#0b0d17",
        theme_color: "#0b0d17",
        display: "minimal-ui",
        icon: "src/images/icon.png",
        cache_busting_mode: "none",
      },
    },
    {
      // The editor at /admin (Decap CMS); its configuration and previews are in src/cms.
      resolve: "gatsby-plugin-decap-cms",
      options: {
        modulePath: path.resolve(__dirname, "src/cms/cms.tsx"),
        manualInit: true,
        // No Netlify Identity: the live editor logs in with GitHub (src/cms/live-backend.ts).
        enableIdentityWidget: false,
        htmlTitle: "Inhalte bearbeiten · Event DJ Hamburg",
        includeRobots: false,
        customizeWebpackConfig: (config: {
          devtool?: string | false;
          cache?: unknown;
          optimization?: object;
          externals?: unknown;
          resolve?: { alias?: Record<string, unknown> };
          plugins?: object[];
          module?: { rules?: { test?: unknown; include?: unknown }[] };
        }) => {
          // The plugin loads React, ReactDOM and Decap as prebuilt globals: React's UMD files (gone
          // in React 19: "unable to locate …/react/umd/react.production.min.js", decap-cms#7878)
          // and decap-cms-app's UMD build, which carries its own react-dom (19.2.0) and throws with
          // any other React. So cms.js bundles all three from their modules instead, with the
          // site's one React; the plugins that only copy and link those globals go.
          config.externals = [];
          // Without the plugin's Identity redirect, as in the site's bundle (gatsby/webpack.ts).
          config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...WITHOUT_IDENTITY_REDIRECT } };
          config.plugins = config.plugins?.filter(
            (plugin) => !["CopyPlugin", "HtmlWebpackTagsPlugin"].includes(plugin.constructor.name),
          );
          // No source map for the editor bundle either (build time; see gatsby/webpack.ts).
          config.devtool = false;
          // Editors load the bundle once; minifying it took ~20 s of every cold build.
          config.optimization = { ...config.optimization, minimize: false, minimizer: [] };
          // Babel only for the project's own editor code: Decap and React are published compiled, and
          // editors use current browsers. Gatsby's rule also ran Babel over every module of
          // node_modules in the bundle – 19 s of a cold build (98 → 79 s, 2 cores).
          for (const rule of config.module?.rules ?? []) {
            const include = rule.include;
            if (typeof include === "function" && String(rule.test).includes("tsx"))
              rule.include = (file: string) => !file.includes(`${path.sep}node_modules${path.sep}`) && include(file);
          }
          // The plugin copies the site's webpack config, including its persistent cache location;
          // two compilers sharing one cache invalidate each other and every build started cold.
          if (config.cache && typeof config.cache === "object") {
            config.cache = {
              ...config.cache,
              name: "decap-cms",
              cacheLocation: path.resolve(__dirname, ".cache/webpack/decap-cms"),
            };
          }
        },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Only public pages: the not-found page, anything under /admin and the thank-you pages stay out.
        excludes: [
          "/404",
          "/404.html",
          "/dev-404-page",
          "/admin",
          "/admin/*",
          "/kontakt/danke",
          "/musikplanung/danke",
          "/angebot",
        ],
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        query: `{ site { siteMetadata { title description: title siteUrl site_url: siteUrl } } }`,
        feeds: [
          {
            title: "Blog – Event DJ Hamburg",
            output: "/rss.xml",
            // Published articles only: a scheduled one enters the feed with its page (gatsby/publishing.ts).
            query: `{
              publishedArticles { nodes { html frontmatter { slug title excerpt publishedAt } } }
            }`,
            serialize: ({ query }: { query: FeedQuery }) =>
              query.publishedArticles.nodes.map((node) => ({
                title: node.frontmatter.title,
                description: node.frontmatter.excerpt,
                date: node.frontmatter.publishedAt,
                url: `${query.site.siteMetadata.siteUrl}/blog/${node.frontmatter.slug}`,
                guid: `${query.site.siteMetadata.siteUrl}/blog/${node.frontmatter.slug}`,
                // Sanitized by the html resolver already; again here, so the feed never depends on it.
                custom_elements: [{ "content:encoded": sanitizeArticleHtml(node.html) }],
              })),
          },
        ],
      },
    },
  ],
};

export default config;
