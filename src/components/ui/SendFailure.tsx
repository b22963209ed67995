import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";

/** How the visitor reaches the DJ when sending fails (from content/site.yaml). */
export interface Contact {
  email: string;
  phone: string;
  phoneE164: string;
}

export interface FailureWaysProps {
  /** A retry that sends once per press; left out where there is nothing to retry from. */
  onRetry?: () => void;
  retryLabel: string;
  /** The same message as an e-mail (a mailto: with everything the visitor typed). */
  mailto: string;
  mailLabel: string;
  callLabel: string;
  contact: Pick<Contact, "phone" | "phoneE164">;
}

/**
 * After a failed send, the ways on as buttons: try again, the same message by e-mail, or a call.
 * Used by the enquiry form and the Musikplanung, in their error toasts and under their send buttons.
 */
export const FailureWays = ({ onRetry, retryLabel, mailto, mailLabel, callLabel, contact }: FailureWaysProps) => (
  <Ways>
    {onRetry && (
      <button type="button" onClick={onRetry}>
        {retryLabel}
      </button>
    )}
    <a href={mailto}>{mailLabel}</a>
    <a href={`tel:${contact.phoneE164}`}>
      {callLabel} {contact.phone}
    </a>
  </Ways>
);

interface FailureNoteProps extends FailureWaysProps {
  /** The sentence above the ways ("Das Senden hat nicht geklappt …"). */
  text: string;
  testId?: string;
  className?: string;
}

/** Under the send button while the last send failed: a sentence and the ways on. */
export const FailureNote = ({ text, testId, className, ...ways }: FailureNoteProps) => (
  <Note data-testid={testId} className={className}>
    <p>{text}</p>
    <FailureWays {...ways} />
  </Note>
);

const Ways = styled.span`
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

const Note = styled.div`
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
