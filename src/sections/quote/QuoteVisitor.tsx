import React, { useId } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { germanDate } from "../../lib/quote";
import { QUOTE_LABELS } from "./Quote.labels";

const V = QUOTE_LABELS.sheet.visitor;

export interface QuoteVisitorProps {
  company: string;
  name: string;
  /** The occasion as the sheet names it (a label, not a value from the address). */
  occasion?: string | null;
  /** yyyy-mm-dd, checked (readQuoteRequest), or null. */
  eventDate: string | null;
  eventPlace: string | null;
}

/**
 * What the visitor entered, in a box of its own headed "Ihre Angaben": nothing from the address
 * stands on the sheet as the DJ's words. Rendered only when there is something to show.
 */
export const QuoteVisitor = ({ company, name, occasion, eventDate, eventPlace }: QuoteVisitorProps) => {
  const id = useId();
  const rows = (
    [
      [V.company, company.trim()],
      [V.name, name.trim()],
      [V.occasion, occasion ?? ""],
      [V.eventDate, eventDate ? germanDate(eventDate) : ""],
      [V.eventPlace, eventPlace?.trim() ?? ""],
    ] as const
  ).filter(([, value]) => value);
  if (!rows.length) return null;
  return (
    <Box aria-labelledby={id} data-testid="quote-visitor">
      <h3 id={id}>{V.title}</h3>
      <p>{V.note}</p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            {/* Isolated: whatever direction the visitor's text has, it cannot reorder the sheet around it. */}
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
    </Box>
  );
};

const Box = styled.section`
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid #999;
  border-radius: ${theme.radii.sm};
  background: #f4f4f4;
  h3 {
    margin: 0;
    font-size: 1em;
    color: #111;
  }
  p {
    margin: 0 0 ${theme.space[2]};
    font-size: 0.85em;
    color: #333;
  }
  dl {
    display: grid;
    gap: 2px;
    margin: 0;
  }
  div {
    display: grid;
    grid-template-columns: minmax(9rem, auto) 1fr;
    gap: ${theme.space[3]};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    unicode-bidi: isolate;
  }
  @media print {
    background: none;
    break-inside: avoid;
  }
`;
