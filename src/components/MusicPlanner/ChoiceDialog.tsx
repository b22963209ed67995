import React, { useEffect, useId, useRef } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Button } from "../Button";
import { dialogSurface } from "../../styles/dialog";

export interface Choice {
  title: string;
  text: string;
  accept: string;
  keep: string;
}

interface Props extends Choice {
  /** true: accept; false: keep what there is (also Escape). */
  onChoose: (accept: boolean) => void;
}

/**
 * A modal question with two answers (native <dialog>: focus stays inside, Escape answers "keep").
 * Rendered only while asked; focus starts on the answer that changes nothing.
 */
export const ChoiceDialog = ({ title, text, accept, keep, onChoose }: Props) => {
  const ref = useRef<HTMLDialogElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    safe.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  return (
    <Dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        onChoose(false);
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      <Actions>
        <Button type="button" onClick={() => onChoose(true)}>
          {accept}
        </Button>
        <Button type="button" $variant="ghost" ref={safe} onClick={() => onChoose(false)}>
          {keep}
        </Button>
      </Actions>
    </Dialog>
  );
};

const Dialog = styled.dialog`
  width: min(92vw, 520px);
  padding: ${theme.space[6]};
  ${dialogSurface}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;
