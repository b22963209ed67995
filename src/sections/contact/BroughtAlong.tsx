import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { formatCheckDate, type IsoDay } from "../../lib/availability";
import type { ContactTexts } from "./ContactTexts";

interface Props {
  day: IsoDay | null;
  estimate: { paketWunsch: string; preisSchaetzung: string } | null;
  texts: ContactTexts;
}

/** The date and the Preisrechner selection the visitor brought along, above the form; nothing without either. */
export const BroughtAlong = ({ day, estimate, texts: c }: Props) => {
  if (!estimate && !day) return null;
  return (
    <Box data-testid="brought-along" aria-label={c.selection}>
      {day && (
        <p>
          <strong>{c.date}</strong> {formatCheckDate(day)}
        </p>
      )}
      {estimate && (
        <>
          <p>
            <strong>{c.package}</strong> {estimate.paketWunsch}
          </p>
          {estimate.preisSchaetzung && (
            <>
              <p>
                <strong>{c.estimate}</strong> {estimate.preisSchaetzung}
              </p>
              <p>
                {c.sent} <a href="#preisrechner">{c.change}</a>
              </p>
            </>
          )}
        </>
      )}
    </Box>
  );
};

const Box = styled.div`
  margin-bottom: ${theme.space[5]};
  padding: ${theme.space[4]};
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.md};
  background: ${theme.tint(0.1)};
  p {
    margin: 0 0 ${theme.space[1]};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
