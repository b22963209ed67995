import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Button, ButtonLink } from "../../components/Button";
import { ButtonRow } from "../../components/ui/ButtonRow";
import { EVENT_DATE_YEARS, QUOTE_TEXT_LIMITS, type RefusedValue } from "../../lib/quote";
import { QUOTE_LABELS as L } from "./Quote.labels";

interface Props {
  company: string;
  name: string;
  onCompany: (value: string) => void;
  onName: (value: string) => void;
  /** /kontakt with this quote ("Dieses Angebot anfragen"). */
  acceptPath: string;
  /** What the address held that the quote did not take. */
  refused: readonly RefusedValue[];
}

const refusedText = (value: RefusedValue): string =>
  value === "eventDate" ? L.refused.eventDate(EVENT_DATE_YEARS) : L.refused[value];

interface NameFieldProps {
  label: string;
  value: string;
  /** Which of the quote's names (its length limit). */
  field: keyof typeof QUOTE_TEXT_LIMITS;
  autoComplete: string;
  onChange: (value: string) => void;
}

/** A name to print on the sheet, labelled by the text around it. */
const NameField = ({ label, value, field, autoComplete, onChange }: NameFieldProps) => (
  <label>
    {label}
    <input
      value={value}
      maxLength={QUOTE_TEXT_LIMITS[field]}
      autoComplete={autoComplete}
      onChange={(e) => onChange(e.target.value)}
    />
  </label>
);

/** Above the sheet, on screen only: notes on the address, the names to print, print and accept. */
export const QuoteControls = ({ company, name, onCompany, onName, acceptPath, refused }: Props) => (
  <>
    {refused.length > 0 && (
      <Notes data-quote-controls="" data-testid="quote-refused">
        {refused.map((value) => (
          <li key={value}>{refusedText(value)}</li>
        ))}
      </Notes>
    )}
    <Names data-quote-controls="">
      <legend>{L.customerLegend}</legend>
      <NameField label={L.company} value={company} field="company" autoComplete="organization" onChange={onCompany} />
      <NameField label={L.name} value={name} field="name" autoComplete="name" onChange={onName} />
    </Names>
    <Actions aria-label={L.actionsLabel} data-quote-controls="">
      <Button type="button" onClick={() => window.print()}>
        {L.print}
      </Button>
      <ButtonLink to={acceptPath} $variant="ghost" data-testid="quote-accept">
        {L.accept}
      </ButtonLink>
    </Actions>
  </>
);

const Notes = styled.ul`
  max-width: 50rem;
  margin: 0 auto ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[3]} ${theme.space[6]};
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.sm};
  li + li {
    margin-top: ${theme.space[1]};
  }
`;

const Names = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  max-width: 50rem;
  margin: 0 auto ${theme.space[4]};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space[2]};
    color: ${theme.colors.muted};
  }
  label {
    display: grid;
    gap: ${theme.space[1]};
    flex: 1 1 14rem;
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radii.sm};
    border: 1px solid ${theme.colors.muted};
    font: inherit;
  }
`;

const Actions = styled(ButtonRow)`
  max-width: 50rem;
  margin: 0 auto ${theme.space[5]};
`;
