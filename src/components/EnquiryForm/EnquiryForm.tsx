import React, { useEffect, useRef, useState } from "react";
import { Field, Form } from "react-final-form";
import type { FormApi } from "final-form";
import { Link } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Button } from "../Button";
import { notify } from "../Toasts";
import { DateField } from "./DateField";
import { SelectInput, TextArea, TextInput } from "./FormField";
import { ANREDE_OPTIONS, BUDGET_OPTIONS, EVENT_TYP_OPTIONS, FIELD_ORDER, MESSAGES, WIE_ERFAHREN_OPTIONS, type EnquiryValues } from "./fields";
import { validateEnquiry } from "./validate";
import { submitEnquiry } from "./submit";
import { nextState, type EnquiryState } from "./state";
import { media } from "../../styles/media";

interface Props {
  /** Pre-fills the location (from a location card's "Beratung Anfragen"). */
  selectedLocation?: string;
}

const focusFirstInvalid = (errors: Record<string, unknown> | undefined) => {
  const first = FIELD_ORDER.find((name) => errors?.[name]);
  if (first) document.getElementById(`feld-${first}`)?.focus();
};

export const EnquiryForm = ({ selectedLocation }: Props) => {
  const [state, setState] = useState<EnquiryState>("idle");
  const pending = useRef(false);
  const formApi = useRef<FormApi<EnquiryValues>>();

  // A later navigation to /kontakt with another location updates the field, keeping the rest.
  useEffect(() => {
    if (selectedLocation) formApi.current?.change("eventLocation", selectedLocation);
  }, [selectedLocation]);

  const onSubmit = async (values: EnquiryValues, form: FormApi<EnquiryValues>) => {
    if (pending.current) return; // a double click sends one request
    pending.current = true;
    setState((s) => nextState(s, "submit"));
    const ok = await submitEnquiry(values, { host: window.location.host }).catch(() => false);
    pending.current = false;
    if (ok) {
      setState((s) => nextState(s, "succeeded"));
      notify.success(MESSAGES.success);
      setTimeout(() => form.restart({}));
    } else {
      setState((s) => nextState(s, "failed"));
      notify.error(MESSAGES.failure);
    }
  };

  const submitting = state === "submitting";
  return (
    <Form<EnquiryValues>
      onSubmit={onSubmit}
      validate={(values) => validateEnquiry(values)}
      initialValues={{ eventLocation: selectedLocation }}
      subscription={{}}
      render={({ handleSubmit, form }) => {
        formApi.current = form;
        return (
          <StyledForm
            noValidate
            aria-label="Anfrageformular"
            onSubmit={(event) => {
              event.preventDefault();
              void handleSubmit(event);
              const { hasValidationErrors, errors } = form.getState();
              if (hasValidationErrors) focusFirstInvalid(errors);
            }}
          >
            <p>Felder mit <span aria-hidden="true">*</span><span className="visually-hidden">Stern</span> sind Pflichtfelder.</p>
            <Grid>
              <SelectInput name="anrede" options={ANREDE_OPTIONS} required />
              <span />
              <TextInput name="vorname" required autoComplete="given-name" />
              <TextInput name="nachname" required autoComplete="family-name" />
              <TextInput name="email" type="email" required autoComplete="email" inputMode="email" />
              <TextInput name="telefon" type="tel" autoComplete="tel" inputMode="tel" />
              <TextInput name="firma" autoComplete="organization" />
              <SelectInput name="eventTyp" options={EVENT_TYP_OPTIONS} required />
              <DateField />
              <TextInput name="anzahlGaeste" type="number" inputMode="numeric" />
            </Grid>
            <TextInput name="eventLocation" required />
            <TextArea name="nachricht" required />
            <Grid>
              <SelectInput name="budgetRahmen" options={BUDGET_OPTIONS} />
              <SelectInput name="wieErfahren" options={WIE_ERFAHREN_OPTIONS} />
            </Grid>
            <Honeypot aria-hidden="true">
              <label>
                Dieses Feld bitte leer lassen
                <Field name="_gotcha" component="input" type="text" tabIndex={-1} autoComplete="off" />
              </label>
            </Honeypot>
            <Privacy>
              Mit dem Absenden erklären Sie sich damit einverstanden, dass Ihre Angaben zur Bearbeitung Ihrer Anfrage verwendet und dazu an
              meinen Formular-Dienstleister übermittelt werden. Details finden Sie in der <Link to="/datenschutz">Datenschutzerklärung</Link>.
            </Privacy>
            <Button type="submit" $size="lg" disabled={submitting} aria-disabled={submitting}>
              {submitting ? MESSAGES.submitting : MESSAGES.submit}
            </Button>
            <p className="visually-hidden" role="status">{submitting ? MESSAGES.submitting : ""}</p>
          </StyledForm>
        );
      }}
    />
  );
};

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[5]};
  > p:first-child { margin: 0; color: ${theme.colors.muted}; font-size: ${theme.fontSizes.sm}; }
  > button { justify-self: start; }
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  ${media.md} { grid-template-columns: 1fr 1fr; }
`;

/** Off-screen, out of the tab order and hidden from screen readers: only bots fill it. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Privacy = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;
