import React, { type InputHTMLAttributes } from "react";
import { Field } from "react-final-form";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { FieldFrame, Input, Select, type FieldFrameProps } from "../EnquiryForm/FormField";
import { CALLBACK_MAX_LENGTH, CALLBACK_MIN_NAME, fieldId, type CallbackField } from "./fields";
import { CALLBACK_LABELS as L } from "./CallbackForm.labels";

/** Without JavaScript the browser checks this much of a number before the plain post: + or 0, then digits. */
const PHONE_PATTERN = "[+0][0-9 \\(\\)\\/\\.\\-]{5,}";

interface RowProps {
  name: CallbackField;
  required?: boolean;
  hint?: string;
  children: FieldFrameProps["children"];
}

/** A field of the callback form: the enquiry form's frame with this form's ids and labels. */
const Row = ({ name, required, hint, children }: RowProps) => (
  <FieldFrame id={fieldId(name)} name={name} label={L.fields[name]} required={required} hint={hint}>
    {children}
  </FieldFrame>
);

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

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id"> & {
  name: CallbackField;
  hint?: string;
};

/** A text field (name, number): the input's own attributes, then the frame's error state and description. */
const Text = ({ name, hint, ...attributes }: TextProps) => (
  <Row name={name} required={attributes.required} hint={hint}>
    {({ id, describedBy, invalid }) => (
      <Field name={name}>
        {({ input }) => (
          <Input
            {...input}
            id={id}
            {...attributes}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
    )}
  </Row>
);

/** Name and number (required), then the day and the time window (each with "any" first). */
export const CallbackFields = ({ days, windows }: { days: readonly string[]; windows: readonly string[] }) => (
  <Grid>
    <Text
      name="name"
      type="text"
      required
      minLength={CALLBACK_MIN_NAME}
      maxLength={CALLBACK_MAX_LENGTH.name}
      autoComplete="name"
    />
    <Text
      name="telefon"
      hint={L.phoneHint}
      type="tel"
      inputMode="tel"
      required
      pattern={PHONE_PATTERN}
      maxLength={CALLBACK_MAX_LENGTH.telefon}
      autoComplete="tel"
    />
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
