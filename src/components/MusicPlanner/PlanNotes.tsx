import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { NOTE_FIELDS, PLAN_LIMITS, type PlanNotes as Notes } from "../../lib/music-plan";
import { PLANNER_LABELS } from "./MusicPlanner.labels";
import { Area, Field, Group, Hint } from "./MusicPlanner.styles";

const L = PLANNER_LABELS.notes;
const HINTS: Partial<Record<keyof Notes, string>> = {
  contact: L.contactHint,
  volume: L.volumeHint,
  moderation: L.moderationHint,
};

interface Props {
  value: Notes;
  onChange: (field: keyof Notes, value: string) => void;
}

/** Free notes: the contact person on the evening, the venue's volume limits, moderation wishes. */
export const PlanNotes = ({ value, onChange }: Props) => (
  <Group>
    <legend>{L.legend}</legend>
    <Stack>
      {NOTE_FIELDS.map((field) => {
        const id = `notiz-${field}`;
        const hint = HINTS[field];
        return (
          <Field key={field}>
            <label htmlFor={id}>{L[field]}</label>
            <Area
              id={id}
              name={PLANNER_LABELS.fields[field]}
              rows={field === "contact" ? 2 : 3}
              maxLength={PLAN_LIMITS.notes}
              value={value[field]}
              aria-describedby={hint ? `${id}-hinweis` : undefined}
              onChange={(e) => onChange(field, e.target.value)}
            />
            {hint && <Hint id={`${id}-hinweis`}>{hint}</Hint>}
          </Field>
        );
      })}
    </Stack>
  </Group>
);

const Stack = styled.div`
  display: grid;
  gap: ${theme.space[4]};
`;
