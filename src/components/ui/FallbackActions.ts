import styled from "styled-components";
import { theme } from "../../styles/theme";
import { pillButton } from "../../styles/pill";

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
    ${pillButton}
    border: 1px solid currentColor;
    color: inherit;
    font-weight: 700;
  }
`;
