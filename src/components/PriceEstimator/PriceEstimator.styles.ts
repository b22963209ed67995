import styled from "styled-components";
import { theme } from "../../styles/theme";

/** Styles the Preisrechner's choices share: a fieldset each, and a card per package or extra. */

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${theme.space[2]};
    font-weight: 700;
  }
`;

export const Options = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

export const Option = styled.label`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
  min-height: 48px;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.colors.accent};
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${theme.colors.accent};
  }
  > span {
    display: grid;
    gap: ${theme.space[1]};
  }
  small {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;
