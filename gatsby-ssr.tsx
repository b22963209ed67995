import React from "react";
import type { GatsbySSR } from "gatsby";
import { RootWrapper } from "./src/components/RootWrapper";
import { fontFiles } from "./src/styles/fonts";

// Same wrapper as gatsby-browser.tsx; see the note there.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "de" });
  setHeadComponents([
    <link key="font-inter" rel="preload" href={fontFiles.interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <link key="font-bebas" rel="preload" href={fontFiles.bebasLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
};
