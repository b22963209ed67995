import { css } from "styled-components";
import { theme } from "./theme";

/** A list without bullets or indent, its items stacked with a small gap (the footer's and the mobile menu's links). */
export const stackedList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]};
`;
