import styled, { css } from "styled-components";
import { theme } from "../../styles/theme";

const grid = css`
  display: grid;
  gap: ${theme.space[5]};
`;

/** Cards of at least 300px, as many columns as fit; a short row stretches to the full width. */
export const Grid = styled.div`
  ${grid}
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
`;

/** Tiles (title and a few lines of text): narrower columns, at least 260px. */
export const TileGrid = styled.div`
  ${grid}
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
`;

/** Teaser cards (articles, locations): columns of at least 300px that keep their width when a row is short. */
export const CardGrid = styled.div`
  ${grid}
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;
