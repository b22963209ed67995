import styled from "styled-components";
import { theme } from "../../styles/theme";

/**
 * A teaser with its picture on top (an article, a location): content top to bottom in the card's
 * frame, the picture clipped to its rounded corners.
 */
export const TeaserCard = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
`;
