import styled, { css } from "styled-components";
import { theme } from "../../styles/theme";

const grid = css`
  display: grid;
  gap: ${theme.space[5]};
`;

/** Below md: cards side by side in a row to swipe through (a card and a bit of the next one show). */
const PHONE = `@media (max-width: ${theme.breakpoints.md - 0.02}px)`;
const swipe = css`
  grid-template-columns: none;
  grid-auto-flow: column;
  grid-auto-columns: minmax(min(85%, 320px), 1fr);
  gap: ${theme.space[4]};
  /* The containing block of what a card positions absolutely (a visually hidden link text):
     else it lies outside the row, unclipped, and a phone's page grows by the row's width. */
  position: relative;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  /* room for a card's badge above it (overflow clips it otherwise) and for the scrollbar */
  padding: ${theme.space[4]} 0 ${theme.space[3]};
  > * {
    scroll-snap-align: start;
  }
`;

/**
 * `$swipe`: below the md breakpoint the cards stand side by side in a row the visitor swipes
 * through, instead of a column that makes a phone page screens longer. From md on, the grid is as
 * without it.
 */
export const swipeRow = css<{ $swipe?: boolean }>`
  ${({ $swipe }) =>
    $swipe &&
    css`
      ${PHONE} {
        ${swipe}
      }
    `}
`;

/** A row the visitor swipes is a scrollable region: it takes the keyboard's focus, so arrow keys scroll it too. */
const swipeAttrs = (props: { $swipe?: boolean }) => ({ tabIndex: props.$swipe ? 0 : undefined });

/** Cards of at least 300px, as many columns as fit; a short row stretches to the full width. */
export const Grid = styled.div.attrs<{ $swipe?: boolean }>(swipeAttrs)`
  ${grid}
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  ${swipeRow}
`;

/** Tiles (title and a few lines of text): narrower columns, at least 260px. */
export const TileGrid = styled.div.attrs<{ $swipe?: boolean }>(swipeAttrs)`
  ${grid}
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  /* Folded tiles (Tile fold) read as one list of titles. */
  &:has(> details) {
    gap: ${theme.space[2]};
  }
  ${swipeRow}
`;

/**
 * Teaser cards (articles, locations): columns of at least 300px that keep their width when a row is
 * short. On a phone a short row of teasers (up to four) swipes; a long list (all locations, the
 * blog) stays a list to scroll.
 */
export const CardGrid = styled.div<{ $swipe?: boolean }>`
  ${grid}
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  ${swipeRow}
  ${PHONE} {
    &:not(:has(> :nth-child(5))) {
      ${swipe}
    }
  }
`;
