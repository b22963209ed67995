import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { RootWrapper } from "./src/components/RootWrapper";

// wrapPageElement (not wrapRootElement): it sits inside gatsby-plugin-styled-components' style
// sheet, so the global style is part of the server-rendered CSS and nothing shifts on hydration.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;
