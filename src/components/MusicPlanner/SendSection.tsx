import React from "react";
import { Link } from "../ui/SiteLink";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { Button } from "../Button";
import { PLAN_LIMITS, type PlanDraft } from "../../lib/music-plan";
import { PLANNER_LABELS, PLANNER_MESSAGES as M } from "./MusicPlanner.labels";
import { ErrorText, Field, Group, Hint, Input, Muted } from "./MusicPlanner.styles";
import type { SendErrors, SendField } from "./validate";
import { FallbackActions } from "../ui/FallbackActions";

const L = PLANNER_LABELS.send;
export type SendState = "idle" | "submitting" | "success" | "failure";
export const sendFieldId = (field: SendField) => `planung-${field}`;

export interface Contact {
  email: string;
  phone: string;
  phoneE164: string;
}

interface Props {
  draft: Pick<PlanDraft, SendField>;
  errors: SendErrors;
  state: SendState;
  privacyNotice: string;
  contact: Contact;
  /** The e-mail with the whole plan, for when sending fails. */
  mailto: string;
  onChange: (field: SendField, value: string) => void;
  onRetry: () => void;
}

const FIELDS: { field: SendField; name: string; label: string; props: React.InputHTMLAttributes<HTMLInputElement> }[] =
  [
    {
      field: "name",
      name: PLANNER_LABELS.fields.name,
      label: L.name,
      props: { type: "text", autoComplete: "name", minLength: 2, maxLength: PLAN_LIMITS.name },
    },
    {
      field: "email",
      name: PLANNER_LABELS.fields.email,
      label: L.email,
      props: { type: "email", autoComplete: "email", inputMode: "email", maxLength: PLAN_LIMITS.email },
    },
    {
      field: "date",
      name: PLANNER_LABELS.fields.date,
      label: L.date,
      props: {
        type: "text",
        placeholder: L.datePlaceholder,
        pattern: "\\d{1,2}\\.\\d{1,2}\\.\\d{4}",
        maxLength: PLAN_LIMITS.date,
      },
    },
  ];

/**
 * Name, e-mail and the day of the party, and "Planung senden". Real form fields: without JavaScript
 * the browser checks them and posts the form; with it, the app checks them and sends the plan.
 */
export const SendSection = ({ draft, errors, state, privacyNotice, contact, mailto, onChange, onRetry }: Props) => {
  const submitting = state === "submitting";
  return (
    <Group id="planung-senden" tabIndex={-1}>
      <legend>{L.legend}</legend>
      <Muted>
        {L.requiredBefore} <span aria-hidden="true">*</span>
        <span className="visually-hidden">{L.requiredStar}</span> {L.requiredAfter}
      </Muted>
      <Grid>
        {FIELDS.map(({ field, name, label, props }) => {
          const id = sendFieldId(field);
          const error = errors[field];
          const describedBy = [field === "date" ? `${id}-hinweis` : "", error ? `${id}-fehler` : ""]
            .filter(Boolean)
            .join(" ");
          return (
            <Field key={field}>
              <label htmlFor={id}>
                {label}
                <span aria-hidden="true"> *</span>
              </label>
              <Input
                id={id}
                name={name}
                required
                value={draft[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                onChange={(e) => onChange(field, e.target.value)}
                {...props}
              />
              {field === "date" && <Hint id={`${id}-hinweis`}>{L.dateHint}</Hint>}
              {error && <ErrorText id={`${id}-fehler`}>{error}</ErrorText>}
            </Field>
          );
        })}
      </Grid>
      <Honeypot aria-hidden="true">
        <label htmlFor="planung-gotcha">{L.honeypot}</label>
        <input id="planung-gotcha" name="_gotcha" type="text" tabIndex={-1} autoComplete="off" />
      </Honeypot>
      <Privacy>
        {privacyNotice} <Link to="/datenschutz">{L.privacyLink}</Link>.
      </Privacy>
      <Button type="submit" $size="lg" disabled={submitting} aria-disabled={submitting}>
        {submitting ? L.submitting : L.submit}
      </Button>
      <Status role="status">
        {submitting && <span className="visually-hidden">{L.submitting}</span>}
        {state === "success" && (
          <Success>
            <strong>{M.success.title}</strong> {M.success.text}
          </Success>
        )}
      </Status>
      {state === "failure" && (
        <Failure data-testid="plan-send-fallback">
          <p>{L.inline}</p>
          <FallbackActions>
            <button type="button" onClick={onRetry}>
              {L.retry}
            </button>
            <a href={mailto}>{L.byEmail}</a>
            <a href={`tel:${contact.phoneE164}`}>
              {L.call} {contact.phone}
            </a>
          </FallbackActions>
        </Failure>
      )}
    </Group>
  );
};

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  margin-bottom: ${theme.space[4]};
  ${media.md} {
    grid-template-columns: 1fr 1fr 12rem;
    align-items: start;
  }
`;

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Privacy = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const Status = styled.div`
  margin-top: ${theme.space[4]};
`;

const Success = styled.p`
  margin: 0;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.success};
  border-radius: ${theme.radii.md};
`;

const Failure = styled.div`
  margin-top: ${theme.space[4]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radii.md};
  p {
    margin: 0;
  }
`;
