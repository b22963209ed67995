import React, { memo } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { PLAN_LIMITS, type PlanMoment } from "../../lib/music-plan";
import { PLANNER_LABELS } from "./MusicPlanner.labels";
import { AddButton, Area, Field, Group, Hint, Input, Muted, RowButton, Rows } from "./MusicPlanner.styles";

const L = PLANNER_LABELS.moments;

export type MomentField = "time" | "title" | "song" | "note";
export const momentId = (key: string, field: MomentField | "up" | "down" | "remove") => `ablauf-${key}-${field}`;

interface RowProps {
  moment: PlanMoment;
  index: number;
  count: number;
  hint?: string;
  ready: boolean;
  onChange: (key: string, field: MomentField, value: string) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, delta: -1 | 1) => void;
}

/** One moment: its title with the buttons to move or remove it, then time, song wish and note. */
const MomentRow = memo(function MomentRow({ moment, index, count, hint, ready, onChange, onRemove, onMove }: RowProps) {
  const id = (field: Parameters<typeof momentId>[1]) => momentId(moment.key, field);
  const name = moment.title.trim() || L.untitled(index + 1);
  const input = (field: MomentField, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field data-area={field}>
      <label htmlFor={id(field)}>{label}</label>
      <Input
        id={id(field)}
        value={moment[field]}
        maxLength={field === "time" ? undefined : PLAN_LIMITS.text}
        onChange={(e) => onChange(moment.key, field, e.target.value)}
        {...props}
      />
    </Field>
  );
  // A button of the bar, named with the moment: off until the app runs, up and down also at the list's ends.
  const button = (action: "up" | "down" | "remove", atEnd: boolean, onClick: () => void) => (
    <RowButton type="button" id={id(action)} aria-label={L[action](name)} disabled={!ready || atEnd} onClick={onClick}>
      {PLANNER_LABELS.icons[action]}
    </RowButton>
  );
  return (
    <Row>
      <Bar>
        <Number aria-hidden="true">{index + 1}.</Number>
        {button("up", index === 0, () => onMove(moment.key, -1))}
        {button("down", index === count - 1, () => onMove(moment.key, 1))}
        {button("remove", false, () => onRemove(moment.key))}
      </Bar>
      <Title>
        <label htmlFor={id("title")}>{L.title}</label>
        <Input
          id={id("title")}
          value={moment.title}
          maxLength={PLAN_LIMITS.text}
          aria-describedby={hint ? `${id("title")}-hinweis` : undefined}
          onChange={(e) => onChange(moment.key, "title", e.target.value)}
        />
        {hint && <Hint id={`${id("title")}-hinweis`}>{hint}</Hint>}
      </Title>
      {input("time", L.time, { type: "time" })}
      {input("song", L.song)}
      {input("note", L.note)}
    </Row>
  );
});

interface Props {
  moments: readonly PlanMoment[];
  hintOf: (title: string) => string | undefined;
  ready: boolean;
  occasionChosen: boolean;
  /** Content: shown until an occasion is chosen; and, without JavaScript, how to write the moments. */
  occasionHint: string;
  noScriptHint: string;
  onChange: RowProps["onChange"];
  onRemove: RowProps["onRemove"];
  onMove: RowProps["onMove"];
  onAdd: () => void;
}

/**
 * The fieldset "Ablauf". With JavaScript: the occasion's moments as rows that can be added, removed
 * and moved by keyboard (buttons). Without: one text area, a line per moment, sent as it is.
 */
export const MomentList = ({
  moments,
  hintOf,
  ready,
  occasionChosen,
  occasionHint,
  noScriptHint,
  onAdd,
  ...row
}: Props) => (
  <Group>
    <legend>{L.legend}</legend>
    <div data-js-only="">
      {!occasionChosen && !moments.length && <Muted>{occasionHint}</Muted>}
      {moments.length > 0 && (
        <Rows>
          {moments.map((m, i) => (
            <MomentRow
              key={m.key}
              moment={m}
              index={i}
              count={moments.length}
              hint={hintOf(m.title)}
              ready={ready}
              {...row}
            />
          ))}
        </Rows>
      )}
      <AddButton
        type="button"
        id="ablauf-hinzufuegen"
        disabled={!ready || moments.length >= PLAN_LIMITS.moments}
        onClick={onAdd}
      >
        + {L.add}
      </AddButton>
    </div>
    <Field data-no-js="">
      <label htmlFor="ablauf-text">{L.plain}</label>
      <Area
        id="ablauf-text"
        name={PLANNER_LABELS.fields.moments}
        rows={8}
        maxLength={PLAN_LIMITS.plain}
        aria-describedby="ablauf-text-hinweis"
      />
      <Hint id="ablauf-text-hinweis">{noScriptHint}</Hint>
    </Field>
  </Group>
);

/**
 * Phones: buttons on top, the title, time and song wish side by side, the note. Wide screens: one
 * line per moment – time, title (hint below), song wish, note, buttons.
 */
const Row = styled.li`
  display: grid;
  grid-template-columns: 7.5rem minmax(0, 1fr);
  grid-template-areas: "bar bar" "title title" "time song" "note note";
  gap: ${theme.space[3]};
  padding-bottom: ${theme.space[4]};
  border-bottom: 1px solid ${theme.colors.border};
  [data-area="time"] {
    grid-area: time;
  }
  [data-area="song"] {
    grid-area: song;
  }
  [data-area="note"] {
    grid-area: note;
  }
  ${media.lg} {
    grid-template-columns: 7.5rem minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
    grid-template-areas: "time title song note bar";
    align-items: start;
  }
`;

const Bar = styled.div`
  grid-area: bar;
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  ${media.lg} {
    padding-top: 1.9rem; /* level with the inputs under their labels */
  }
`;

const Number = styled.span`
  margin-right: auto;
  font-weight: 700;
  color: ${theme.colors.muted};
  ${media.lg} {
    display: none;
  }
`;

const Title = styled(Field)`
  grid-area: title;
`;
