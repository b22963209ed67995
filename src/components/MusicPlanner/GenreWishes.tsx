import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import type { GenreWish } from "../../lib/music-plan";
import { PLANNER_LABELS } from "./MusicPlanner.labels";
import { Group, Muted } from "./MusicPlanner.styles";

const L = PLANNER_LABELS.genres;
const CHOICES = [
  { wish: "more", label: L.more },
  { wish: "less", label: L.less },
  { wish: "dj", label: L.dj },
] as const;

interface Props {
  /** The site's genre tags (content/site/site.yaml → genres). */
  genres: readonly string[];
  value: Readonly<Record<string, GenreWish>>;
  onChange: (genre: string, wish: GenreWish | null) => void;
}

/**
 * Per genre: more, less or as the DJ sees fit – a radio group each, so it works without JavaScript
 * too (the plain post sends "Musikrichtung: 90s Hits = mehr").
 */
export const GenreWishes = ({ genres, value, onChange }: Props) => (
  <Group>
    <legend>{L.legend}</legend>
    <Muted>{L.lead}</Muted>
    <List>
      {genres.map((genre, g) => (
        <Genre key={genre}>
          <legend>{genre}</legend>
          <Choices>
            {CHOICES.map(({ wish, label }) => {
              const id = `genre-${g}-${wish}`;
              return (
                <label key={wish}>
                  <input
                    type="radio"
                    id={id}
                    name={PLANNER_LABELS.fields.genre(genre)}
                    value={label}
                    checked={(value[genre] ?? "dj") === wish}
                    onChange={() => onChange(genre, wish === "dj" ? null : wish)}
                  />
                  {label}
                </label>
              );
            })}
          </Choices>
        </Genre>
      ))}
    </List>
  </Group>
);

const List = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

const Genre = styled.fieldset`
  margin: 0;
  padding: ${theme.space[3]} 0 0;
  border: 0;
  border-top: 1px solid ${theme.colors.border};
  display: grid;
  gap: ${theme.space[2]};
  ${media.md} {
    grid-template-columns: 14rem 1fr;
    align-items: center;
  }
  > legend {
    float: left;
    padding: 0;
    font-weight: 700;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 44px;
    padding: 0 ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    cursor: pointer;
  }
  label:has(:checked) {
    border-color: ${theme.colors.accent};
    background: ${theme.tint(0.12)};
  }
  input {
    accent-color: ${theme.colors.accent};
    margin: 0;
  }
`;
