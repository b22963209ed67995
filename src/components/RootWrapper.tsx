import React, { type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { theme } from "../styles/theme";
import { GlobalStyle } from "../styles/GlobalStyle";
import { Toasts } from "./Toasts";

/** Shared by gatsby-browser and gatsby-ssr: theme, global style and the one toast container. */
export const RootWrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    {children}
    <Toasts />
  </ThemeProvider>
);
