import { css } from "styled-components";
import { theme } from "./theme";

/**
 * A native <details> as a card (the FAQ's questions, a folded part of a page): one clickable summary
 * row, its title then the icon, without the browser's marker; a heading in it keeps the row's font.
 * The row's gap and height are each user's own.
 */
export const disclosure = css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  > summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: ${`${theme.space[3]} ${theme.space[4]}`};
    font-weight: 700;
    cursor: pointer;
    list-style: none;
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
`;

/** The "+" at the end of such a summary; the open <details> turns it by 45° into a "×". */
export const disclosureIcon = css`
  flex: none;
  color: ${theme.colors.accent};
  font-size: 1.5rem;
  line-height: 1;
  transition: transform 0.2s ease;
`;
