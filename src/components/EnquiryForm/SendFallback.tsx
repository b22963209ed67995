import React, { useId } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { enquiryMailto, MAILTO_MESSAGE_MAX, mailtoShortens } from "./mailto";
import type { EnquiryValues } from "./fields";
import { ENQUIRY_FORM_LABELS } from "./EnquiryForm.labels";
import { FallbackActions } from "../ui/FallbackActions";

const F = ENQUIRY_FORM_LABELS.fallback;

export interface Contact {
  email: string;
  phone: string;
  phoneE164: string;
}

export interface SendFallbackProps {
  values: EnquiryValues;
  contact: Contact;
  /** In the error toast: a retry button that sends once per press. */
  onRetry?: () => void;
  /** Under the send button: stays while the last send failed. */
  inline?: boolean;
  /** Another message than the enquiry (the callback request): its own prepared e-mail link. */
  mailto?: string;
}

/**
 * Its own chunk: EnquiryForm loads it when the visitor first focuses the form (while the network
 * is there), so it is at hand when sending fails, but not part of the page's first load.
 *
 * After a failed send: retry, the same enquiry as an e-mail with every filled field (mailto:),
 * or a call. Nothing the visitor typed is lost, whatever the network does.
 */
export const SendFallback = ({ values, contact, onRetry, inline, mailto }: SendFallbackProps) => {
  const shortened = !mailto && mailtoShortens(values);
  const noteId = useId();
  const links = (
    <FallbackActions>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {F.retry}
        </button>
      )}
      <a href={mailto ?? enquiryMailto(values, contact.email)} aria-describedby={shortened ? noteId : undefined}>
        {F.email}
      </a>
      <a href={`tel:${contact.phoneE164}`}>
        {F.call} {contact.phone}
      </a>
    </FallbackActions>
  );
  const note = shortened && <Note id={noteId}>{F.shortened(MAILTO_MESSAGE_MAX)}</Note>;
  return inline ? (
    <Inline data-testid="send-fallback">
      <p>{F.inline}</p>
      {links}
      {note}
    </Inline>
  ) : (
    <>
      {links}
      {note}
    </>
  );
};

const Note = styled.span`
  display: block;
  margin-top: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
`;

const Inline = styled.div`
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radii.md};
  p {
    margin: 0;
  }
  a {
    color: ${theme.colors.text};
  }
`;
