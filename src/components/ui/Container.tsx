import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space[5]};
`;

/** A page section with vertical rhythm; `$alt` gives the alternating surface colour. */
export const Section = styled.section<{ $alt?: boolean }>`
  /* Less air between sections on a phone: a landing page stays within 15 screens there. */
  padding: ${`${theme.space[6]} 0`};
  ${media.md} {
    padding: ${`${theme.space[8]} 0`};
  }
  background: ${({ $alt }) => ($alt ? theme.colors.surface : "transparent")};
`;

export const Eyebrow = styled.p`
  color: ${theme.colors.accent};
  font-weight: 700;
  font-size: ${theme.fontSizes.sm};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  margin-bottom: ${theme.space[2]};
`;

export const Lead = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.md};
  max-width: 46rem;
  ${media.md} {
    font-size: ${theme.fontSizes.lg};
  }
`;

/** Centred row under a grid, for its "see all" button. */
export const Center = styled.div`
  margin-top: ${theme.space[7]};
  text-align: center;
`;
