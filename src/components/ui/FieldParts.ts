import styled, { css } from "styled-components";
import { theme } from "../../styles/theme";

/** A form field's column: label above its control, hint and error below, a small gap between (every form). */
export const fieldColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

/** The note under a control (a format, a limit reached). */
export const FieldHint = styled.span`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.muted};
`;

/** A control's error message, under it. */
export const FieldError = styled.span`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`;
