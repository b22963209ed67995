import styled from "styled-components";
import { theme } from "../styles/theme";

/** Card grid, card, tick list and centred action row shared by package and teaser sections. */
export const Grid = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
  h3 {
    color: ${theme.colors.accent};
  }
  p {
    color: ${theme.colors.muted};
  }
`;

export const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]};
  li {
    position: relative;
    padding-left: 1.75rem;
  }
  li::before {
    content: "✓";
    position: absolute;
    left: 0;
    color: ${theme.colors.accent};
    font-weight: 800;
  }
`;

export const Center = styled.div`
  margin-top: ${theme.space[7]};
  text-align: center;
`;
