import styled from "styled-components";
import { theme } from "../../styles/theme";

/** A list with a tick before each item (what a package includes). */
export const TickList = styled.ul`
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
