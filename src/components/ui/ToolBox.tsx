import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Panel } from "./Card";

/** The framed box of an interactive tool on a page (date check, Preisrechner): the Panel as its own labelled section. */
export const ToolBox = styled(Panel).attrs({ as: "section" })`
  h2 {
    margin-bottom: ${theme.space[2]};
  }
  > p {
    color: ${theme.colors.muted};
  }
`;
