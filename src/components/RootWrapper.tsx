import React, { type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { theme } from "../styles/theme";
import { Toasts } from "./Toasts";

/** Shared by gatsby-browser and gatsby-ssr: theme and the one toast container (the global CSS is a static head style, see gatsby-ssr). */
export const RootWrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    {children}
    <Toasts />
  </ThemeProvider>
);
