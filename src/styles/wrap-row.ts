import { css } from "styled-components";

/** Items side by side, vertically centred, wrapping onto a new line when the width runs out; the gap is each use's own. */
export const wrapRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;
