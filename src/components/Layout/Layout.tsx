import React, { type ReactNode } from "react";
import styled from "styled-components";
import { Header } from "../Header";
import { Footer } from "../Footer";
import { CookieConsent } from "../CookieConsent";

interface Props {
  pathname: string;
  children: ReactNode;
}

/** Header, main content, footer and cookie consent: the frame of every page. */
export const Layout = ({ pathname, children }: Props) => (
  <>
    <SkipLink href="#inhalt">Zum Inhalt springen</SkipLink>
    <Header pathname={pathname} />
    <main id="inhalt">{children}</main>
    <Footer />
    <CookieConsent />
  </>
);

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  &:focus { top: ${({ theme }) => theme.space[3]}; }
`;
