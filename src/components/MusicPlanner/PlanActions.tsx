import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Button } from "../Button";
import { ButtonRow } from "../ui/ButtonRow";
import { PLANNER_LABELS, PLANNER_MESSAGES as M } from "./MusicPlanner.labels";
import { Field, Input } from "./MusicPlanner.styles";

const L = PLANNER_LABELS.actions;

export type ShareState = null | { kind: "link"; url: string } | { kind: "tooLong"; length: number };

interface Props {
  ready: boolean;
  share: ShareState;
  onShare: () => void;
  onPrint: () => void;
  onClear: () => void;
  /** Moves to the send fields (for a plan too long for a link). */
  onGoToSend: () => void;
}

/** Share by link, print, delete: they need the app, so they show only with JavaScript (and work once it runs). */
export const PlanActions = ({ ready, share, onShare, onPrint, onClear, onGoToSend }: Props) => (
  <Box role="group" aria-label={L.region} data-js-only="">
    <ButtonRow>
      <Button type="button" $variant="secondary" disabled={!ready} onClick={onShare}>
        {L.share}
      </Button>
      <Button type="button" $variant="secondary" disabled={!ready} onClick={onPrint}>
        {L.print}
      </Button>
      <Button type="button" $variant="ghost" disabled={!ready} onClick={onClear}>
        {L.clear}
      </Button>
    </ButtonRow>
    {share?.kind === "link" && (
      <Field>
        <label htmlFor="planung-link">{L.link}</label>
        <Input id="planung-link" readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} />
      </Field>
    )}
    {share?.kind === "tooLong" && (
      <Warning role="alert">
        <p>{M.tooLong(share.length)}</p>
        <ButtonRow>
          <Button type="button" onClick={onGoToSend}>
            {L.toSend}
          </Button>
          <Button type="button" $variant="secondary" onClick={onPrint}>
            {L.print}
          </Button>
        </ButtonRow>
      </Warning>
    )}
  </Box>
);

const Box = styled.div`
  display: grid;
  gap: ${theme.space[4]};
`;

const Warning = styled.div`
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.md};
  p {
    margin: 0 0 ${theme.space[3]};
  }
`;
