import styled from "styled-components";
import { theme } from "../../styles/theme";

/**
 * The frame of a modal question (native <dialog> opened with showModal(): focus stays inside,
 * Escape closes): a card above a darkened page, never taller than the screen. The cookie
 * settings and the Musikplanung's questions use it.
 */
export const ModalDialog = styled.dialog`
  width: min(92vw, 480px);
  max-height: calc(100dvh - 2 * ${theme.space[4]});
  padding: ${theme.space[5]};
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
