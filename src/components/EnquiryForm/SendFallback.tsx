import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { enquiryMailto } from "./mailto";
import type { EnquiryValues } from "./fields";

export const FALLBACK_LABELS = {
  retry: "Erneut senden",
  email: "Per E-Mail senden",
  inline: "Das Senden hat nicht geklappt – Ihre Angaben sind noch da. Sie erreichen mich auch so:",
} as const;

export interface Contact {
  email: string;
  phone: string;
  phoneE164: string;
}

interface Props {
  values: EnquiryValues;
  contact: Contact;
  /** In the error toast: a retry button that sends once per press. */
  onRetry?: () => void;
  /** Under the send button: stays while the last send failed. */
  inline?: boolean;
}

/**
 * After a failed send: retry, the same enquiry as an e-mail with every filled field (mailto:),
 * or a call. Nothing the visitor typed is lost, whatever the network does.
 */
export const SendFallback = ({ values, contact, onRetry, inline }: Props) => {
  const links = (
    <Actions>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {FALLBACK_LABELS.retry}
        </button>
      )}
      <a href={enquiryMailto(values, contact.email)}>{FALLBACK_LABELS.email}</a>
      <a href={`tel:${contact.phoneE164}`}>Anrufen: {contact.phone}</a>
    </Actions>
  );
  return inline ? (
    <Inline data-testid="send-fallback">
      <p>{FALLBACK_LABELS.inline}</p>
      {links}
    </Inline>
  ) : (
    links
  );
};

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${theme.space[4]};
    border: 1px solid currentColor;
    border-radius: ${theme.radii.pill};
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 700;
    text-decoration: none;
    cursor: pointer;
  }
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
