import React from "react";
import type { GatsbySSR } from "gatsby";
import { RootWrapper } from "./src/components/RootWrapper";
import { fontFiles } from "./src/styles/fonts";
import { CONSENT_SCRIPT } from "./src/lib/consent";

// Same wrapper as gatsby-browser.tsx; see the note there.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "de" });
  setHeadComponents([
    // Only the display font is preloaded: headings need it at once; body text swaps in from a
    // metric-matched fallback, leaving the bandwidth to the LCP image.
    <link key="font-bebas" rel="preload" href={fontFiles.bebasLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <script key="consent" dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />,
  ]);
};
