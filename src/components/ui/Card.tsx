import styled, { css } from "styled-components";
import { theme } from "../../styles/theme";

const box = css`
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
`;

/** The bordered, rounded box of cards, tiles and quotes, on the raised surface. Render it as another element with `as`. */
export const Card = styled.article`
  ${box}
  background: ${theme.colors.surfaceAlt};
`;

/** The same box one step darker, for a panel that stands on its own (the enquiry form, the thank-you note). */
export const Panel = styled.div`
  ${box}
  background: ${theme.colors.surface};
`;

/** A card whose content runs top to bottom, with the title in the accent colour (the packages). */
export const AccentCard = styled(Card)`
  display: flex;
  flex-direction: column;
  h3 {
    color: ${theme.colors.accent};
  }
  p {
    color: ${theme.colors.muted};
  }
`;
