import React from "react";
import type { GatsbySSR } from "gatsby";
import { RootWrapper } from "./src/components/RootWrapper";
import { fontFiles } from "./src/styles/fonts";
import { NO_SCRIPT_CSS, PRE_APP_SCRIPT } from "./src/lib/pre-app";
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
    // What the inline script does for the action bar, by CSS, when no script runs (src/lib/pre-app.ts).
    <noscript key="no-script-css" dangerouslySetInnerHTML={{ __html: `<style>${NO_SCRIPT_CSS}</style>` }} />,
  ]);
};

/**
 * One page at a time from its render to its head. react-helmet keeps the head of the page being
 * rendered in one store for the whole process (react-side-effect); gatsby-plugin-react-helmet reads
 * it in onRenderBody, after the render. Gatsby renders two pages at once in each worker, and with
 * React 19 the second render runs before the first page's onRenderBody (React's server renderer now
 * starts in a microtask): pages got a neighbour's title, canonical and JSON-LD, or none at all.
 * So replaceRenderer (before Gatsby renders the page; it renders nothing itself) waits for the page
 * before, and onPreRenderHTML (after every onRenderBody) lets the next one start.
 */
let pageInTurn: Promise<void> = Promise.resolve();
let endTurn = () => {};

export const replaceRenderer: GatsbySSR["replaceRenderer"] = async () => {
  const previous = pageInTurn;
  let end = () => {};
  pageInTurn = new Promise((resolve) => (end = resolve));
  await previous;
  endTurn = end;
};

// The global CSS goes first in the head, so every component style comes after it.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  endTurn();
  const head = (getHeadComponents() as React.ReactElement[]).map(markServerStylesActive);
  const isGlobal = (c: React.ReactElement) => c?.key === "global-css";
  replaceHeadComponents([...head.filter(isGlobal), ...head.filter((c) => !isGlobal(c))]);
};
