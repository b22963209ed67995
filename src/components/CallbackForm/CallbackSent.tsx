import React, { useEffect, useRef } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { CALLBACK_LABELS as L } from "./CallbackForm.labels";
import type { CallbackValues } from "./fields";

interface Props {
  /** What was sent. */
  values: CallbackValues;
  /** The "any day" and "any time" choices: not repeated as a wish. */
  presets: CallbackValues;
  /** Hides the note again: the visitor wants to send another request. */
  onDone: () => void;
}

/**
 * After a successful send (besides the toast, which goes after a few seconds): whom the DJ calls
 * back, on which number and when. It takes the focus, so a screen reader reads it at once.
 */
export const CallbackSent = ({ values, presets, onDone }: Props) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const wish = (["rueckrufTag", "zeitfenster"] as const)
    .map((name) => values[name])
    .filter((value) => value && value !== presets.rueckrufTag && value !== presets.zeitfenster)
    .join(", ");
  return (
    <Box data-testid="callback-sent">
      <h3 ref={heading} tabIndex={-1}>
        {L.sent.title((values.name ?? "").trim())}
      </h3>
      <p>{L.sent.text((values.telefon ?? "").trim(), wish)}</p>
      <button type="button" onClick={onDone}>
        {L.sent.again}
      </button>
    </Box>
  );
};

const Box = styled.div`
  padding: ${theme.space[4]};
  overflow-wrap: anywhere;
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  h3:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
  button {
    min-height: 44px;
    padding: 0;
    border: 0;
    background: transparent;
    color: ${theme.colors.accent};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;
