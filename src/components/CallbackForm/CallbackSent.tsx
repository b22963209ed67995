import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { SentNote } from "../ui/SentNote";
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
 * back, on which number and when (ui/SentNote).
 */
export const CallbackSent = ({ values, presets, onDone }: Props) => {
  const wish = (["rueckrufTag", "zeitfenster"] as const)
    .map((name) => values[name])
    .filter((value) => value && value !== presets.rueckrufTag && value !== presets.zeitfenster)
    .join(", ");
  return (
    <Note
      data-testid="callback-sent"
      title={L.sent.title((values.name ?? "").trim())}
      doneLabel={L.sent.again}
      onDone={onDone}
    >
      <p>{L.sent.text((values.telefon ?? "").trim(), wish)}</p>
    </Note>
  );
};

const Note = styled(SentNote)`
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;
