import React, { useRef } from "react";
import { Link } from "../ui/SiteLink";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { isActive } from "../../lib/navigation";
import { NAV_ENTRIES } from "./Header.labels";
import { media } from "../../styles/media";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { MobileMenu } from "./MobileMenu";
import { HEADER_LABELS as L } from "./Header.labels";
import { BRAND } from "../../styles/brand";

/**
 * The name the logo shows: the business name without the owner's name after the dash
 * ("Event DJ Hamburg – Max Mustermann" → "Event DJ Hamburg"); a name without a dash as it is.
 */
const logoName = (businessName: string): string => businessName.split(" – ")[0].trim();

export const Header = ({ pathname }: { pathname: string }) => {
  const menuButton = useRef<HTMLButtonElement>(null);
  const name = logoName(useSiteFacts().businessName);
  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={L.home(name)}>
          {BRAND.logo ? (
            <LogoImage src={BRAND.logo.src} width={BRAND.logo.width} height={BRAND.logo.height} alt="" />
          ) : (
            <LogoMark aria-hidden="true" />
          )}
          <span>{name}</span>
        </Logo>
        <DesktopNav aria-label={L.mainNav}>
          <ul>
            {NAV_ENTRIES.map((entry) => {
              const active = isActive(entry.to, pathname);
              return (
                <li key={entry.to}>
                  <NavButton to={entry.to} aria-current={active ? "page" : undefined} $active={active}>
                    {entry.label}
                  </NavButton>
                </li>
              );
            })}
          </ul>
        </DesktopNav>
        <MobileMenu pathname={pathname} menuButtonRef={menuButton} />
      </Inner>
    </Bar>
  );
};

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  height: ${theme.headerHeight};
  background: rgba(11, 13, 23, 0.94);
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  height: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  /* 16 px at the sides of a small phone (320 px: logo and menu button fit), 24 px from 480 px on. */
  padding: 0 ${theme.space[4]};
  ${media.sm} {
    gap: ${theme.space[4]};
    padding: 0 ${theme.space[5]};
  }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  /* Shrinks to the space beside the menu button; the logo inside shrinks with it (LogoImage). */
  min-width: 0;
  max-width: 100%;
  color: ${theme.colors.text};
  text-decoration: none;
  font-family: ${theme.fonts.display};
  font-size: 1.3rem;
  letter-spacing: 0.04em;
  ${media.sm} {
    gap: ${theme.space[3]};
    font-size: 1.75rem;
  }
  line-height: 1;
  white-space: nowrap;
  &:hover {
    color: ${theme.colors.accent};
  }
`;

const LogoMark = styled.span`
  display: inline-block;
  flex: none;
  width: 30px;
  height: 30px;
  ${media.sm} {
    width: 34px;
    height: 34px;
  }
  border-radius: 50%;
  background:
    radial-gradient(circle, ${theme.colors.accent} 0 18%, transparent 19% 100%),
    repeating-radial-gradient(circle, #2a2f48 0 2px, #11142a 2px 4px);
  box-shadow: 0 0 0 2px ${theme.colors.accent};
`;

/**
 * The owner's logo (content: Farben und Logo), its box fixed by width and height: no layout shift.
 * Never wider than the space the header leaves it: a very wide logo (2000 × 100) shrinks with its
 * proportions kept (object-fit) instead of making a 320 px phone scroll sideways.
 */
const LogoImage = styled.img`
  display: block;
  flex: 0 1 auto;
  min-width: 0;
  max-width: 100%;
  height: ${BRAND.logo?.height ?? 0}px;
  max-height: ${BRAND.logo?.height ?? 0}px;
  width: auto;
  object-fit: contain;
  object-position: left center;
`;

const DesktopNav = styled.nav`
  display: none;
  ${media.lg} {
    display: block;
  }
  ul {
    display: flex;
    gap: ${theme.space[2]};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const NavButton = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space[4]};
  border-radius: ${theme.radii.pill};
  border: 1px solid ${({ $active }) => ($active ? theme.colors.accent : "transparent")};
  background: ${({ $active }) => ($active ? theme.tint(0.14) : "transparent")};
  color: ${({ $active }) => ($active ? theme.colors.accent : theme.colors.text)};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${theme.colors.accent};
    border-color: ${theme.colors.border};
  }
`;
