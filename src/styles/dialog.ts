import { css } from "styled-components";
import { theme } from "./theme";

/** A modal <dialog>'s surface (the cookie settings, the Musikplanung's questions): card colours, dimmed page behind. */
export const dialogSurface = css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  &::backdrop {
    background: rgba(0, 0, 0, 0.65);
  }
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
`;
