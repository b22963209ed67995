import styled from "styled-components";
import { theme } from "../../styles/theme";

/**
 * The row of ways out when sending failed (the enquiry, the callback request, the Musikplanung):
 * retry, the text by e-mail, a call – outlined pill buttons and links in the message's own colour.
 */
export const FallbackActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${theme.space[4]};
    border: 1px solid currentColor;
    border-radius: ${theme.radii.pill};
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 700;
    text-decoration: none;
    cursor: pointer;
  }
`;
