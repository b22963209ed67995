import React, { memo } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { PLAN_LIMITS, type PlanSong } from "../../lib/music-plan";
import { PLANNER_LABELS } from "./MusicPlanner.labels";
import { AddButton, Area, Field, Group, Hint, Input, Muted, RowButton, Rows } from "./MusicPlanner.styles";

const L = PLANNER_LABELS.songs;

export type SongField = "title" | "artist";
export const songId = (list: string, key: string, field: SongField | "remove") => `${list}-${key}-${field}`;

interface RowProps {
  list: string;
  song: PlanSong;
  index: number;
  ready: boolean;
  onChange: (key: string, field: SongField, value: string) => void;
  onRemove: (key: string) => void;
}

const SongRow = memo(function SongRow({ list, song, index, ready, onChange, onRemove }: RowProps) {
  const id = (field: SongField | "remove") => songId(list, song.key, field);
  return (
    <Row>
      {(["title", "artist"] as const).map((field) => (
        <Field key={field}>
          <label htmlFor={id(field)}>{L[field]}</label>
          <Input
            id={id(field)}
            value={song[field]}
            maxLength={PLAN_LIMITS.text}
            onChange={(e) => onChange(song.key, field, e.target.value)}
          />
        </Field>
      ))}
      <RowButton
        type="button"
        id={id("remove")}
        aria-label={L.remove(index + 1, song.title.trim())}
        disabled={!ready}
        onClick={() => onRemove(song.key)}
      >
        ×
      </RowButton>
    </Row>
  );
});

interface Props {
  /** Id prefix and the name of the text area without JavaScript. */
  list: string;
  legend: string;
  songs: readonly PlanSong[];
  ready: boolean;
  noScriptHint: string;
  onChange: RowProps["onChange"];
  onRemove: RowProps["onRemove"];
  onAdd: () => void;
}

/**
 * "Unbedingt spielen" or "Bitte nicht spielen": rows of title and artist, "Titel hinzufügen" adds one,
 * each can be removed. Without JavaScript: one text area, a title per line.
 */
export const SongList = ({ list, legend, songs, ready, noScriptHint, onAdd, ...row }: Props) => (
  <Group>
    <legend>{legend}</legend>
    <div data-js-only="">
      {songs.length ? (
        <Rows>
          {songs.map((s, i) => (
            <SongRow key={s.key} list={list} song={s} index={i} ready={ready} {...row} />
          ))}
        </Rows>
      ) : (
        <Muted>{L.empty}</Muted>
      )}
      <AddButton
        type="button"
        id={`${list}-hinzufuegen`}
        disabled={!ready || songs.length >= PLAN_LIMITS.songs}
        onClick={onAdd}
      >
        + {L.add}
      </AddButton>
    </div>
    <Field data-no-js="">
      <label htmlFor={`${list}-text`}>{L.plain}</label>
      <Area
        id={`${list}-text`}
        name={legend}
        rows={6}
        maxLength={PLAN_LIMITS.plain}
        aria-describedby={`${list}-text-hinweis`}
      />
      <Hint id={`${list}-text-hinweis`}>{noScriptHint}</Hint>
    </Field>
  </Group>
);

const Row = styled.li`
  display: grid;
  padding-bottom: ${theme.space[4]};
  border-bottom: 1px solid ${theme.colors.border};
  grid-template-columns: 1fr auto;
  gap: ${theme.space[2]} ${theme.space[3]};
  align-items: end;
  > :first-child {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: 1fr 1fr auto;
    > :first-child {
      grid-column: auto;
    }
  }
`;
