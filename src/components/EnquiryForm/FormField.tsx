import React, { type ReactNode } from "react";
import { Field, useFormState } from "react-final-form";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { formControl } from "../../styles/form-control";
import { FieldError, FieldHint, fieldColumn } from "../ui/FieldParts";
import { MAX_LENGTH, MIN_LENGTH, type FieldName, type Option } from "./fields";
import { ENQUIRY_FORM_LABELS as L } from "./EnquiryForm.labels";

/** Errors show after the first submit attempt and update as the visitor corrects them (any form's field). */
export function useVisibleError(name: string): string | undefined {
  const { submitFailed, errors } = useFormState({ subscription: { submitFailed: true, errors: true } });
  return submitFailed ? (errors?.[name] as string | undefined) : undefined;
}

interface Props {
  name: FieldName;
  required?: boolean;
  children: (props: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
  hint?: string;
}

/** A note under a text field whose value has reached its limit (the browser takes no more). */
const limitHint = (name: FieldName, value: unknown): string | undefined =>
  typeof value === "string" && value.length >= MAX_LENGTH[name] ? L.limitReached(MAX_LENGTH[name]) : undefined;

export interface FieldFrameProps {
  /** The control's id; hint and error take it as their prefix. */
  id: string;
  /** The form's field name, for its error (react-final-form). */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  children: (props: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error message wired together (aria-describedby, aria-invalid): every form's fields. */
export const FieldFrame = ({ id, name, label, required, hint, children }: FieldFrameProps) => {
  const error = useVisibleError(name);
  const describedBy = [hint ? `${id}-hinweis` : "", error ? `${id}-fehler` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <Wrapper>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {hint && <FieldHint id={`${id}-hinweis`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-fehler`}>{error}</FieldError>}
    </Wrapper>
  );
};

/** A field of the enquiry form. */
export const FormField = ({ name, required, children, hint }: Props) => (
  <FieldFrame id={`feld-${name}`} name={name} label={L.fields[name]} required={required} hint={hint}>
    {children}
  </FieldFrame>
);

/** Off-screen, out of the tab order and hidden from screen readers: only bots fill it (every form's honeypot). */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const TextInput = ({
  name,
  type = "text",
  required,
  autoComplete,
  inputMode,
  hint,
}: {
  name: FieldName;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  hint?: string;
}) => (
  <Field name={name} type={type} subscription={{ value: true }}>
    {({ input: { value } }) => (
      <FormField name={name} required={required} hint={limitHint(name, value) ?? hint}>
        {({ id, describedBy, invalid }) => (
          <Field name={name} type={type}>
            {({ input }) => (
              <Input
                {...input}
                id={id}
                type={type}
                required={required}
                minLength={MIN_LENGTH[name]}
                maxLength={type === "number" ? undefined : MAX_LENGTH[name]}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                autoComplete={autoComplete}
                inputMode={inputMode}
              />
            )}
          </Field>
        )}
      </FormField>
    )}
  </Field>
);

export const SelectInput = ({
  name,
  options,
  required,
  placeholder = L.selectPlaceholder,
}: {
  name: FieldName;
  options: readonly Option[];
  required?: boolean;
  placeholder?: string;
}) => (
  <FormField name={name} required={required}>
    {({ id, describedBy, invalid }) => (
      <Field name={name}>
        {({ input }) => (
          <Select
            {...input}
            id={id}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          >
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    )}
  </FormField>
);

export const TextArea = ({ name, required }: { name: FieldName; required?: boolean }) => (
  <Field name={name} subscription={{ value: true }}>
    {({ input: { value } }) => (
      <FormField name={name} required={required} hint={limitHint(name, value)}>
        {({ id, describedBy, invalid }) => (
          <Field name={name}>
            {({ input }) => (
              <Area
                {...input}
                id={id}
                rows={6}
                required={required}
                minLength={MIN_LENGTH[name]}
                maxLength={MAX_LENGTH[name]}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
        )}
      </FormField>
    )}
  </Field>
);

const Wrapper = styled.div`
  ${fieldColumn}
  label {
    font-weight: 600;
  }
  label span {
    color: ${theme.colors.accent};
  }
`;

export const Input = styled.input`
  ${formControl}
`;
export const Select = styled.select`
  ${formControl}
`;
const Area = styled.textarea`
  ${formControl}
  resize: vertical;
`;
