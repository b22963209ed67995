import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";

export interface Stat {
  value: string;
  label: string;
}

/** Key figures (30+ years, 100+ events): the figure large, its label under it; read as label, then figure. */
export const Stats = ({ items, className }: { items: readonly Stat[]; className?: string }) => (
  <List className={className}>
    {items.map((s) => (
      <div key={s.label}>
        <dt>{s.label}</dt>
        <dd>{s.value}</dd>
      </div>
    ))}
  </List>
);

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[7]};
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-family: ${theme.fonts.display};
    font-size: 3.5rem;
    line-height: 1;
    color: ${theme.colors.accent};
  }
  dt {
    color: ${theme.colors.muted};
  }
`;
