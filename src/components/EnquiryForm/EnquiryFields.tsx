import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { DateField } from "./DateField";
import { SelectInput, TextArea, TextInput } from "./FormField";
import { ENQUIRY_FORM_LABELS as L, budgetOptions } from "./EnquiryForm.labels";
import type { AvailabilityData } from "../../model/collections";
import type { CustomerType } from "../../lib/pricing";

export interface EnquiryFieldsProps {
  /** Booked and held days for the date field's answer and its calendar. */
  availability?: AvailabilityData;
  /** Which figures the budget choices lead with, as the page's private/business switch shows prices. */
  customer: CustomerType;
  vatRate: number;
}

/**
 * The visible fields of the enquiry form in the order a visitor thinks about them: the celebration
 * first (what, when, how many, where), then who is asking, then the message. Three numbered groups, so
 * a phone shows how far the visitor has come; one form, so it also posts whole without JavaScript.
 */
export const EnquiryFields = ({ availability, customer, vatRate }: EnquiryFieldsProps) => (
  <>
    <Group>
      <GroupLegend step={1} title={L.groups.celebration} />
      <Grid>
        <SelectInput name="eventTyp" options={L.options.eventTyp} required />
        <DateField availability={availability} />
        <TextInput name="anzahlGaeste" type="number" inputMode="numeric" />
        <TextInput name="eventLocation" required hint={L.locationHint} />
      </Grid>
    </Group>
    <Group>
      <GroupLegend step={2} title={L.groups.person} />
      <Grid>
        <SelectInput name="anrede" options={L.options.anrede} required />
        <TextInput name="firma" autoComplete="organization" />
        <TextInput name="vorname" required autoComplete="given-name" />
        <TextInput name="nachname" required autoComplete="family-name" />
        <TextInput name="email" type="email" required autoComplete="email" inputMode="email" />
        <TextInput name="telefon" type="tel" autoComplete="tel" inputMode="tel" />
      </Grid>
    </Group>
    <Group>
      <GroupLegend step={3} title={L.groups.message} />
      <TextArea name="nachricht" required />
      <Grid>
        <SelectInput name="budgetRahmen" options={budgetOptions(customer, vatRate)} />
        <SelectInput name="wieErfahren" options={L.options.wieErfahren} />
      </Grid>
    </Group>
  </>
);

/** A group's legend: its number in a circle (the progress line) and its title; "(Schritt 1 von 3)" is read out. */
const GroupLegend = ({ step, title }: { step: number; title: string }) => (
  <Legend>
    <Step aria-hidden="true">{step}</Step>
    {title}
    <span className="visually-hidden"> {L.groups.stepOf(step)}</span>
  </Legend>
);

const Group = styled.fieldset`
  display: grid;
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};
  padding: 0;
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.xl};
  letter-spacing: 0.02em;
`;

/** The group's number in a circle: the form's progress line. */
const Step = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: 800;
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
