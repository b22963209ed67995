import styled from "styled-components";
import { theme } from "../../styles/theme";

/** Buttons side by side, wrapping onto the next line where the width runs out. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;
