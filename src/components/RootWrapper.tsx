import React, { type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { theme } from "../styles/theme";
import { GlobalStyle } from "../styles/GlobalStyle";

/** Shared by gatsby-browser and gatsby-ssr: theme, global style and the one toast container. */
export const RootWrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    {children}
    <ToastContainer position="bottom-right" theme="dark" closeButton={({ closeToast }) => (
      <button type="button" className="Toastify__close-button" aria-label="Hinweis schließen" onClick={closeToast}>×</button>
    )} />
  </ThemeProvider>
);
