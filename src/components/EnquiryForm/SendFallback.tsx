import React from "react";
import { FailureNote, FailureWays, type Contact } from "../ui/SendFailure";
import { enquiryMailto } from "./mailto";
import type { EnquiryValues } from "./fields";
import { ENQUIRY_FORM_LABELS } from "./EnquiryForm.labels";

const F = ENQUIRY_FORM_LABELS.fallback;

export interface SendFallbackProps {
  values: EnquiryValues;
  contact: Contact;
  /** In the error toast: a retry button that sends once per press. */
  onRetry?: () => void;
  /** Under the send button: stays while the last send failed. */
  inline?: boolean;
}

/**
 * Its own chunk: EnquiryForm loads it when the visitor first focuses the form (while the network
 * is there), so it is at hand when sending fails, but not part of the page's first load.
 *
 * After a failed send: retry, the same enquiry as an e-mail with every filled field (mailto:),
 * or a call. Nothing the visitor typed is lost, whatever the network does.
 */
export const SendFallback = ({ values, contact, onRetry, inline }: SendFallbackProps) => {
  const ways = {
    onRetry,
    retryLabel: F.retry,
    mailto: enquiryMailto(values, contact.email),
    mailLabel: F.email,
    callLabel: F.call,
    contact,
  };
  return inline ? <FailureNote text={F.inline} testId="send-fallback" {...ways} /> : <FailureWays {...ways} />;
};
