import { css } from "styled-components";
import { theme } from "./theme";

/**
 * The site's text field, select and text area: dark field, light border, 48 px high (a thumb's target),
 * red border when invalid. One look for the enquiry form, the callback request, the Musikplanung and
 * the date check.
 */
export const formControl = css`
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
