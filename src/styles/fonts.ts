import bebasLatin from "@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2";

/**
 * One self-hosted web font: Bebas Neue for headings (latin subset, 14.5 KB, preloaded in
 * gatsby-ssr). Body text uses the platform's own UI font (see theme.fonts.body): a web font for
 * body text cost every first view 49 KB and a second full layout when it swapped in, which
 * measured +0.45 s Largest Contentful Paint on Lighthouse's mobile profile.
 */
export const fontFiles = { bebasLatin };

const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/** @font-face rules plus metric-compatible local fallbacks, so swapping fonts does not shift layout. */
export const fontFaces = `
@font-face {
  font-family: 'Bebas Neue';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url(${bebasLatin}) format('woff2');
  unicode-range: ${LATIN};
}
@font-face {
  font-family: 'Bebas Neue Fallback';
  src: local('Arial Narrow'), local('Liberation Sans Narrow'), local('Arial');
  ascent-override: 110%;
  descent-override: 37%;
  line-gap-override: 0%;
  size-adjust: 72%;
}
`;
