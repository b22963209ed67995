import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { formControl } from "../../styles/form-control";
import { fieldColumn } from "../ui/FieldParts";

export { FieldHint as Hint, FieldError as ErrorText } from "../ui/FieldParts";

export const Input = styled.input`
  ${formControl}
`;
export const Select = styled.select`
  ${formControl}
`;
export const Area = styled.textarea`
  ${formControl}
  resize: vertical;
`;

/** Label above its control, with an optional hint and error below. */
export const Field = styled.div`
  ${fieldColumn}
  min-width: 0;
  > label {
    font-weight: 600;
  }
`;

/** A fieldset of the plan: its legend as a heading-sized line. */
export const Group = styled.fieldset`
  margin: 0;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  min-width: 0;
  > legend {
    padding: 0 ${theme.space[2]};
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.xl};
    letter-spacing: 0.02em;
  }
  ${media.md} {
    padding: ${theme.space[6]};
  }
`;

/** Numbered rows (moments, songs). */
export const Rows = styled.ol`
  list-style: none;
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  display: grid;
  gap: ${theme.space[4]};
`;

/** Small round buttons of a row: move up, move down, remove. */
export const RowButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

/** A button that adds a row: outlined, on its own line. */
export const AddButton = styled.button`
  min-height: 44px;
  padding: 0 ${theme.space[5]};
  border: 1px dashed ${theme.colors.accent};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.tint(0.12)};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Muted = styled.p`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.colors.muted};
`;
