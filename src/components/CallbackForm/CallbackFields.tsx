import React, { type ReactNode } from "react";
import { Field, useFormState } from "react-final-form";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { ErrorText, Input, Select } from "../EnquiryForm/FormField";
import { CALLBACK_MAX_LENGTH, CALLBACK_MIN_NAME, fieldId, type CallbackField } from "./fields";
import { CALLBACK_LABELS as L } from "./CallbackForm.labels";

/** Without JavaScript the browser checks this much of a number before the plain post: + or 0, then digits. */
const PHONE_PATTERN = "[+0][0-9 \\(\\)\\/\\.\\-]{5,}";

/** Errors show after the first submit attempt and update as the visitor corrects them. */
function useVisibleError(name: CallbackField): string | undefined {
  const { submitFailed, errors } = useFormState({ subscription: { submitFailed: true, errors: true } });
  return submitFailed ? (errors?.[name] as string | undefined) : undefined;
}

interface RowProps {
  name: CallbackField;
  required?: boolean;
  hint?: string;
  children: (props: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error message wired together (aria-describedby, aria-invalid). */
const Row = ({ name, required, hint, children }: RowProps) => {
  const error = useVisibleError(name);
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hinweis` : "", error ? `${id}-fehler` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <Wrapper>
      <label htmlFor={id}>
        {L.fields[name]}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {hint && <Hint id={`${id}-hinweis`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-fehler`}>{error}</ErrorText>}
    </Wrapper>
  );
};

const Choice = ({ name, choices }: { name: CallbackField; choices: readonly string[] }) => (
  <Row name={name}>
    {({ id, describedBy }) => (
      <Field name={name}>
        {({ input }) => (
          <Select {...input} id={id} aria-describedby={describedBy}>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </Select>
        )}
      </Field>
    )}
  </Row>
);

/** Name and number (required), then the day and the time window (each with "any" first). */
export const CallbackFields = ({ days, windows }: { days: readonly string[]; windows: readonly string[] }) => (
  <Grid>
    <Row name="name" required>
      {({ id, describedBy, invalid }) => (
        <Field name="name">
          {({ input }) => (
            <Input
              {...input}
              id={id}
              type="text"
              required
              minLength={CALLBACK_MIN_NAME}
              maxLength={CALLBACK_MAX_LENGTH.name}
              autoComplete="name"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      )}
    </Row>
    <Row name="telefon" required hint={L.phoneHint}>
      {({ id, describedBy, invalid }) => (
        <Field name="telefon">
          {({ input }) => (
            <Input
              {...input}
              id={id}
              type="tel"
              inputMode="tel"
              required
              pattern={PHONE_PATTERN}
              maxLength={CALLBACK_MAX_LENGTH.telefon}
              autoComplete="tel"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      )}
    </Row>
    <Choice name="rueckrufTag" choices={days} />
    <Choice name="zeitfenster" choices={windows} />
  </Grid>
);

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  label {
    font-weight: 600;
  }
  label span {
    color: ${theme.colors.accent};
  }
`;

const Hint = styled.span`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.muted};
`;
