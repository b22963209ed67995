import styled from "styled-components";
import { theme } from "../../styles/theme";

/** A short label on a tinted pill (an article's category, a location's type). */
export const Badge = styled.span`
  display: inline-block;
  padding: 2px ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  background: ${theme.tint(0.16)};
  color: ${theme.colors.accent};
  font-weight: 700;
  font-size: ${theme.fontSizes.xs};
  letter-spacing: 0.04em;
`;

/** A row of outlined pills as a list (genres, highlights, qualities); the caller sets spacing and type. */
export const PillList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  list-style: none;
  padding: 0;
  li {
    border: 1px solid ${theme.colors.accent};
    border-radius: ${theme.radii.pill};
  }
`;
