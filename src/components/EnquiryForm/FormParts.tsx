import React, { type FormEvent } from "react";
import { Field } from "react-final-form";
import styled from "styled-components";
import type { FormApi } from "final-form";
import { theme } from "../../styles/theme";
import { Link } from "../ui/SiteLink";
import { Button } from "../Button";
import { ROUTES } from "../../model/routes";
import { ENQUIRY_FORM_MESSAGES as MESSAGES } from "./EnquiryForm.labels";
import { Honeypot } from "./FormField";

/** What the enquiry form and the callback request (CallbackForm) share around their fields. */

/** The form's column: fields, notes and the send button one under the other, the button at its natural width. */
export const FormGrid = styled.form`
  display: grid;
  gap: ${theme.space[5]};
  > button {
    justify-self: start;
  }
`;

/**
 * Sends through final-form (the form's own submit event, so the plain post stays the fallback); with
 * invalid fields nothing leaves and the focus goes to the first of them, in the form's order.
 */
export function submitOrFocusInvalid<F extends string>(
  event: FormEvent<HTMLFormElement>,
  handleSubmit: (event: FormEvent<HTMLFormElement>) => unknown,
  form: FormApi<Partial<Record<F, string>>>,
  order: readonly F[],
  idOf: (name: F) => string,
): void {
  event.preventDefault();
  void handleSubmit(event);
  const { hasValidationErrors, errors } = form.getState();
  const first = order.find((name) => (errors as Record<string, unknown> | undefined)?.[name]);
  if (hasValidationErrors && first) document.getElementById(idOf(first))?.focus();
}

interface PlainPostProps {
  /** Absolute base URL of the site. */
  siteUrl: string;
  /** The e-mail subject the form service uses, naming the site. */
  subject: (siteHost: string) => string;
  /** Where the form service sends the visitor back to (the thank-you page), a path of the site. */
  nextPath: string;
  honeypotLabel: string;
  honeypotId: string;
}

/**
 * For the plain form post (no JavaScript): the service's subject, the site and where to return; and
 * the spam defence for every path, a honeypot field (the time trap guards the app's own sends).
 */
export const PlainPostFields = ({ siteUrl, subject, nextPath, honeypotLabel, honeypotId }: PlainPostProps) => {
  const siteHost = siteUrl.replace(/^https?:\/\//, "");
  return (
    <>
      <input type="hidden" name="_subject" defaultValue={subject(siteHost)} />
      <input type="hidden" name="website" defaultValue={siteHost} />
      <input type="hidden" name="_next" defaultValue={`${siteUrl}${nextPath}`} />
      <Honeypot aria-hidden="true">
        <label htmlFor={honeypotId}>{honeypotLabel}</label>
        <Field id={honeypotId} name="_gotcha" component="input" type="text" tabIndex={-1} autoComplete="off" />
      </Honeypot>
    </>
  );
};

interface SendRowProps {
  /** The information notice (Art. 13 DSGVO, first layer), before the link to the privacy policy. */
  notice: string;
  linkText: string;
  /** The button's words while nothing is being sent. */
  label: string;
  submitting: boolean;
  noticeTestId?: string;
}

/** The end of the form: the privacy notice, the send button and the status line a screen reader hears while it sends. */
export const SendRow = ({ notice, linkText, label, submitting, noticeTestId }: SendRowProps) => (
  <>
    <Notice data-testid={noticeTestId}>
      {notice} <Link to={ROUTES.privacy}>{linkText}</Link>.
    </Notice>
    <Button type="submit" $size="lg" disabled={submitting} aria-disabled={submitting}>
      {submitting ? MESSAGES.submitting : label}
    </Button>
    <p className="visually-hidden" role="status">
      {submitting ? MESSAGES.submitting : ""}
    </p>
  </>
);

const Notice = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;
