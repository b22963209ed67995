import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";

interface Props {
  /** What the closed fold shows: a heading, a time and a title … */
  summary: ReactNode;
  children: ReactNode;
  /** Folds sharing a name open one at a time (like the FAQ). */
  name?: string;
  className?: string;
}

/**
 * A part of a long page folded to its title: a native <details>, so it opens from the first paint
 * without JavaScript, the browser's keyboard and screen-reader support come with it, the text stays
 * in the HTML for search engines, and a find-in-page (Ctrl+F) opens it. React never sets `open`.
 */
export const Fold = ({ summary, children, name, className }: Props) => (
  <Details name={name} className={className}>
    {/* The heading stands right in <summary> (phrasing or heading content only, no wrapper). */}
    <summary>
      {summary}
      <Icon aria-hidden="true">+</Icon>
    </summary>
    <Body>{children}</Body>
  </Details>
);

const Icon = styled.span`
  flex: none;
  color: ${theme.colors.accent};
  font-size: 1.5rem;
  line-height: 1;
  transition: transform 0.2s ease;
`;

const Details = styled.details`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  > summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[4]};
    min-height: 44px;
    padding: ${`${theme.space[3]} ${theme.space[4]}`};
    ${media.md} {
      padding: ${`${theme.space[4]} ${theme.space[5]}`};
    }
    font-weight: 700;
    cursor: pointer;
    list-style: none;
  }
  > summary {
    gap: ${theme.space[3]};
  }
  > summary > :is(h3, h4) {
    flex: 1 1 auto;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > summary h3,
  > summary h4 {
    margin: 0;
    font-family: inherit;
    font-size: inherit;
    font-weight: inherit;
    letter-spacing: normal;
    line-height: inherit;
  }
  &[open] > summary ${Icon} {
    transform: rotate(45deg);
  }
`;

const Body = styled.div`
  padding: ${`0 ${theme.space[4]} ${theme.space[4]}`};
  ${media.md} {
    padding: ${`0 ${theme.space[5]} ${theme.space[4]}`};
  }
  color: ${theme.colors.muted};
  p:last-child {
    margin-bottom: 0;
  }
`;
