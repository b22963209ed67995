import type { GatsbyConfig } from "gatsby";
import path from "path";

/** Absolute base URL of the live site; canonical links and structured data use it. */
export const siteUrl = (process.env.SITE_URL || "https://www.event-dj-hamburg.example").replace(/\/+$/, "");

const contentPath = process.env.CONTENT_PATH || path.resolve(__dirname, "content");

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Event DJ Hamburg",
    siteUrl,
  },
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-styled-components",
      options: { displayName: process.env.NODE_ENV !== "production", fileName: false },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          quality: 72,
          placeholder: "dominantColor",
          breakpoints: [480, 800, 1200, 1600, 2000],
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
  ],
};

export default config;
