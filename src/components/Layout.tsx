import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { island } from "./Island";

import { LAYOUT_LABELS } from "./Layout.labels";
import { PageChoiceContext, PagePathContext } from "./PagePath";
import type { PageChoice } from "../lib/enquiry-source";

/** The banner and its dialog have no code of their own (src/lib/pre-app.ts): nothing to load with the page. */
const CookieConsent = island(() => import(/* webpackChunkName: "cookie-consent" */ "./CookieConsent"), { inert: true });

interface Props {
  pathname: string;
  /** What the page knows of the visitor's celebration: every link into the enquiry carries it. */
  choice?: PageChoice;
  children: ReactNode;
}

/** Header, main content, footer and cookie consent: the frame of every page. */
export const Layout = ({ pathname, choice, children }: Props) => (
  <PagePathContext.Provider value={pathname}>
    <PageChoiceContext.Provider value={choice}>
      <SkipLink href="#inhalt">{LAYOUT_LABELS.skipLink}</SkipLink>
      <Header pathname={pathname} />
      <main id="inhalt">{children}</main>
      <Footer />
      <CookieConsent />
    </PageChoiceContext.Provider>
  </PagePathContext.Provider>
);

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space[3]};
  top: -100px;
  z-index: 100;
  padding: ${`${theme.space[2]} ${theme.space[4]}`};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-weight: 700;
  &:focus {
    top: ${theme.space[3]};
  }
`;
