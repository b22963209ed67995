import { HEX_COLOUR } from "./colour";

/**
 * The brand the owner sets in /admin („Firmendaten & Startseite → Farben und Logo“, content/site/
 * site.yaml → brand): accent colour, second colour and logo. gatsby-config.ts reads them from the
 * content (gatsby/brand-content.ts) and builds them in as GATSBY_BRAND_* variables, so every page's CSS has
 * them from the first byte (no flash, no layout shift). Without them, the site's own colours.
 */

export const DEFAULT_BRAND = { accent: "#ffb020", highlight: "#c2185b" } as const;

const colour = (value: string | undefined, fallback: string) => (value && HEX_COLOUR.test(value) ? value : fallback);

export interface BrandLogo {
  src: string;
  width: number;
  height: number;
}

/** The logo's height in the header; its width follows its aspect ratio. */
export const LOGO_HEIGHT = 34;

const logo = (): BrandLogo | undefined => {
  const src = process.env.GATSBY_BRAND_LOGO;
  const width = Number(process.env.GATSBY_BRAND_LOGO_WIDTH);
  return src && width > 0 ? { src, width, height: LOGO_HEIGHT } : undefined;
};

export const BRAND = {
  accent: colour(process.env.GATSBY_BRAND_ACCENT, DEFAULT_BRAND.accent),
  highlight: colour(process.env.GATSBY_BRAND_HIGHLIGHT, DEFAULT_BRAND.highlight),
  logo: logo(),
};
