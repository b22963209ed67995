import { css } from "styled-components";
import { theme } from "./theme";

/**
 * A link or button drawn as a pill: text centred in a rounded band, no underline. Height, border,
 * colours and weight stay with each use (the occasion links, the share row, the ways out of a failed send).
 */
export const pillShape = css`
  display: inline-flex;
  align-items: center;
  padding: 0 ${theme.space[4]};
  border-radius: ${theme.radii.pill};
  text-decoration: none;
`;

/** A small pill action (links and buttons alike): 40 px high, see-through, in the surrounding font. */
export const pillButton = css`
  ${pillShape}
  min-height: 40px;
  background: transparent;
  font: inherit;
  cursor: pointer;
`;
