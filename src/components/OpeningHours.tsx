import React from "react";
import styled from "styled-components";
import { theme } from "../styles/theme";
import type { SiteData } from "../model/collections";

export const OpeningHours = ({ hours, note }: { hours: SiteData["openingHours"]; note?: string }) => (
  <>
    <Table>
      {hours.map((entry) => (
        <div key={entry.days}>
          <dt>{entry.days}</dt>
          <dd>{entry.hours}</dd>
        </div>
      ))}
    </Table>
    {note && <Note>{note}</Note>}
  </>
);

const Table = styled.dl`
  margin: 0 0 ${theme.space[3]};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[4]};
    max-width: 22rem;
  }
  dt {
    font-weight: 600;
    color: ${theme.colors.text};
  }
  dd {
    margin: 0;
  }
`;

const Note = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;
