import styled from "styled-components";
import { media } from "../../styles/media";
import { theme } from "../../styles/theme";

/** The main content and, from lg on, a side column a third as wide beside it (stacked below lg). */
export const AsideGrid = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  ${media.lg} {
    grid-template-columns: 2fr 1fr;
  }
`;
