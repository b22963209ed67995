import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { disclosure, disclosureIcon } from "../../styles/disclosure";

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
  ${disclosureIcon}
`;

const Details = styled.details`
  ${disclosure}
  > summary {
    gap: ${theme.space[3]};
    min-height: 44px;
    ${media.md} {
      padding: ${`${theme.space[4]} ${theme.space[5]}`};
    }
  }
  > summary > :is(h3, h4) {
    flex: 1 1 auto;
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
