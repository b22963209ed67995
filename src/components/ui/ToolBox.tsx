import styled from "styled-components";
import { theme } from "../../styles/theme";

/** The framed box of an interactive tool on a page (date check, Preisrechner): its own labelled section. */
export const ToolBox = styled.section`
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space[2]};
  }
  > p {
    color: ${theme.colors.muted};
  }
`;
