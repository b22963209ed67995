import styled, { css } from "styled-components";
import { theme } from "../../styles/theme";

/**
 * The look of every form control (enquiry form, Musikplanung): dark field, light border, 48 px
 * high, a red border while invalid; and the hint and error lines below a control.
 */
const control = css`
  width: 100%;
  min-height: 48px;
  padding: 0.65rem 0.9rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 10px;
  background: ${theme.colors.bg};
  color: ${theme.colors.text};
  font: inherit;
  &[aria-invalid="true"] {
    border-color: ${theme.colors.danger};
  }
`;

export const Input = styled.input`
  ${control}
`;
export const Select = styled.select`
  ${control}
`;
export const Area = styled.textarea`
  ${control}
  resize: vertical;
`;

export const Hint = styled.span`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.muted};
`;

export const ErrorText = styled.span`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`;
