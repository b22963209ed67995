import React, { type FormEvent } from "react";
import styled from "styled-components";
import type { FormApi } from "final-form";
import { theme } from "../../styles/theme";
import { Link } from "../ui/SiteLink";
import { Button } from "../Button";
import { ROUTES } from "../../model/routes";
import { ENQUIRY_FORM_MESSAGES as MESSAGES } from "./EnquiryForm.labels";

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
