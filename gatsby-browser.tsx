import React, { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { __PRIVATE__ } from "styled-components";
import { RootWrapper } from "./src/components/RootWrapper";
import { adoptServerStyles } from "./src/lib/adopt-server-styles";

// Before the first render: the classes of the server's style sheet count as inserted (see the function).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  adoptServerStyles(document, __PRIVATE__.mainSheet);
};

// wrapPageElement (not wrapRootElement): it sits inside gatsby-plugin-styled-components' style
// sheet, so the server-rendered CSS is complete and nothing shifts on hydration.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

/**
 * Hydration as a transition: React 18 then hydrates in slices of a few milliseconds and lets the
 * browser paint and handle input in between, instead of one long task per page (the main cause of
 * Total Blocking Time on a throttled phone). The page is fully rendered HTML before this runs, so
 * the visitor sees and can scroll everything meanwhile; links work as plain links until hydrated.
 * Only a container that holds server-rendered HTML is hydrated: `gatsby develop` (`npm run cms`)
 * serves empty pages and also renders its loading indicator through this function into an empty
 * element – hydrating those failed ("Hydration failed" over every preview page). Returns the
 * cleanup Gatsby calls to remove the indicator.
 */
function hydrateAsTransition(element: ReactElement, container: Element): () => void {
  const rendered = container.querySelector("#gatsby-focus-wrapper")?.children.length;
  if (!rendered) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
// Gatsby types the renderer after react-dom's legacy render(); the call is (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateAsTransition as unknown as Renderer;
