import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Card } from "./Card";
import { InlineText } from "./InlineText";

interface Props {
  title: string;
  /** h3 inside a section, h4 under a section's own h3. */
  headingLevel?: 3 | 4;
  /** One paragraph under the title; `children` for anything else (several paragraphs, a list). */
  text?: string;
  /** Shown above the title (a number, an icon). */
  lead?: ReactNode;
  children?: ReactNode;
}

/** A title with a short text in a card; set them side by side in a TileGrid. */
export const Tile = ({ title, headingLevel = 3, text, lead, children }: Props) => {
  const Heading = headingLevel === 4 ? "h4" : "h3";
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
