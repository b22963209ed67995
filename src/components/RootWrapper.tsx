import React, { useEffect, type ReactNode } from "react";
import { Toasts } from "./Toasts";
import { markAppReady } from "../lib/app-ready";

/**
 * Shared by gatsby-browser and gatsby-ssr: the page and the one toast container. No ThemeProvider:
 * every styled block imports `theme` (see src/styles/theme.ts); the global CSS is a static head
 * style (see gatsby-ssr).
 */
export const RootWrapper = ({ children }: { children: ReactNode }) => {
  // <html data-app="ready"> once the page has hydrated (src/lib/app-ready.ts).
  useEffect(markAppReady, []);
  return (
    <>
      {children}
      <Toasts />
    </>
  );
};
