import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import bebasLatin from "@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2";

/** Self-hosted fonts (latin subset only; German needs nothing more). Preloaded in gatsby-ssr. */
export const fontFiles = { interLatin, bebasLatin };

const LATIN = "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/** @font-face rules plus metric-compatible local fallbacks, so swapping fonts does not shift layout. */
export const fontFaces = `
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${interLatin}) format('woff2');
  unicode-range: ${LATIN};
}
@font-face {
  font-family: 'Bebas Neue';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url(${bebasLatin}) format('woff2');
  unicode-range: ${LATIN};
}
@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('Liberation Sans'), local('Helvetica');
  ascent-override: 90.2%;
  descent-override: 22.48%;
  line-gap-override: 0%;
  size-adjust: 107.4%;
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
