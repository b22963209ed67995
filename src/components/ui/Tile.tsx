import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Card } from "./Card";
import { InlineText } from "./InlineText";
import { Fold } from "./Fold";

interface Props {
  title: string;
  /** h3 inside a section, h4 under a section's own h3. */
  headingLevel?: 3 | 4;
  /** One paragraph under the title; `children` for anything else (several paragraphs, a list). */
  text?: string;
  /** Shown above the title (a number, an icon). */
  lead?: ReactNode;
  children?: ReactNode;
  /** Folded to its title (a <details>): long tiles on a page a phone must be able to scan. */
  fold?: boolean;
}

/** A title with a short text in a card; set them side by side in a TileGrid. */
export const Tile = ({ title, headingLevel = 3, text, lead, children, fold }: Props) => {
  const Heading = headingLevel === 4 ? "h4" : "h3";
  if (fold)
    return (
      <Fold
        summary={
          <>
            {lead}
            <Heading>{title}</Heading>
          </>
        }
      >
        {text != null && (
          <p>
            <InlineText text={text} />
          </p>
        )}
        {children}
      </Fold>
    );
  return (
    <Box>
      {lead}
      <Heading>{title}</Heading>
      {text != null && (
        <p>
          <InlineText text={text} />
        </p>
      )}
      {children}
    </Box>
  );
};

const Box = styled(Card)`
  h3 {
    font-size: ${theme.fontSizes.xl};
  }
  p {
    color: ${theme.colors.muted};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
