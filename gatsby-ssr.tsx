import React from "react";
import type { GatsbySSR } from "gatsby";
import { RootWrapper } from "./src/components/RootWrapper";
import { fontFiles } from "./src/styles/fonts";
import { PRE_APP_SCRIPT } from "./src/lib/pre-app";
import { globalCss } from "./src/styles/GlobalStyle";
import { markServerStylesActive } from "./gatsby/server-styles";

// Same wrapper as gatsby-browser.tsx; see the note there.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "de" });
  setHeadComponents([
    // Only the display font is preloaded: headings need it at once; body text swaps in from a
    // metric-matched fallback, leaving the bandwidth to the LCP image.
    <link
      key="font-bebas"
      rel="preload"
      href={fontFiles.bebasLatin}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
    // Before the first paint: consent state, and the handler that makes controls work before the
    // app has loaded (src/lib/pre-app.ts). Allowed by its hash in the CSP (gatsby/csp.ts).
    <script key="pre-app" dangerouslySetInnerHTML={{ __html: PRE_APP_SCRIPT }} />,
    <style key="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
  ]);
};

// The global CSS goes first in the head, so every component style comes after it.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = (getHeadComponents() as React.ReactElement[]).map(markServerStylesActive);
  const isGlobal = (c: React.ReactElement) => c?.key === "global-css";
  replaceHeadComponents([...head.filter(isGlobal), ...head.filter((c) => !isGlobal(c))]);
};
