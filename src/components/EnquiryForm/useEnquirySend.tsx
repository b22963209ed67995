import React, { useRef, useState, type RefObject } from "react";
import type { FormApi } from "final-form";
import type { EnquiryValues } from "./fields";
import { ENQUIRY_FORM_LABELS as L, ENQUIRY_FORM_MESSAGES as MESSAGES } from "./EnquiryForm.labels";
import { clearDraft } from "./draft";
import type { TimeTrap } from "./timeTrap";
import { useFormSend } from "./useFormSend";
import type { Contact, SendFallbackProps } from "./SendFallback";
import type { EnquirySource } from "../../lib/enquiry-source";

type FallbackComponent = (props: SendFallbackProps) => React.JSX.Element;

/**
 * The code that sends (payload and post): requested when the visitor first enters the form, so it is
 * there by the time they send, and not part of the page's first load. If it cannot load, sending fails
 * like a lost connection: the failure message with retry, e-mail and call.
 */
const loadSend = () => import(/* webpackChunkName: "send" */ "./submit");

/**
 * Used only if SendFallback (the mailto with every field) could not be loaded, e.g. the network was
 * already down when the visitor opened the form: retry, a plain e-mail link and the phone.
 */
const BasicFallback: FallbackComponent = ({ contact, onRetry, inline }) => (
  <span data-testid={inline ? "send-fallback" : undefined}>
    {inline && <>{L.fallback.inline} </>}
    {onRetry && (
      <button type="button" onClick={onRetry}>
        {L.fallback.retry}
      </button>
    )}{" "}
    <a href={`mailto:${contact.email}`}>{L.fallback.email}</a>{" "}
    <a href={`tel:${contact.phoneE164}`}>
      {L.fallback.call} {contact.phone}
    </a>
  </span>
);

interface Options {
  formApi: RefObject<FormApi<EnquiryValues> | undefined>;
  trap: RefObject<TimeTrap | null>;
  contact: Contact;
  source?: EnquirySource | null;
  /** Loads what is shown after a successful send, so it is there before the answer is. */
  preloadSent: () => Promise<unknown>;
}

/**
 * Sending the enquiry once the app runs (spec: fetch with Accept: application/json, toasts; useFormSend):
 * the form is emptied after a success; a failure offers a way that cannot fail – retry, the same enquiry
 * by e-mail, or a call. `prepare` (on the first focus in the form) loads the sending code and the fallback.
 */
export function useEnquirySend({ formApi, trap, contact, source, preloadSent }: Options) {
  const [Fallback, setFallback] = useState<FallbackComponent | null>(null);
  const fallbackRequested = useRef(false);
  const fallbackRef = useRef<FallbackComponent | null>(null);

  const prepare = () => {
    void loadSend().catch(() => undefined);
    if (fallbackRequested.current) return;
    fallbackRequested.current = true;
    import(/* webpackChunkName: "send-fallback" */ "./SendFallback")
      .then((m) => {
        fallbackRef.current = m.SendFallback;
        setFallback(() => m.SendFallback);
      })
      .catch(() => {
        fallbackRequested.current = false; // try again at the next focus
      });
  };

  const sending = useFormSend<EnquiryValues>({
    trap,
    send: (values) =>
      loadSend().then(({ submitEnquiry }) => submitEnquiry(values, { host: window.location.host, source })),
    beforeSend: () => {
      prepare();
      void preloadSent().catch(() => undefined); // there before the answer is
    },
    clearDraft,
    successMessage: MESSAGES.success,
    restartValues: {},
    fallbackActions: (values) => {
      const FallbackActions = fallbackRef.current ?? BasicFallback;
      return <FallbackActions values={values} contact={contact} onRetry={() => void formApi.current?.submit()} />;
    },
  });

  /** The full fallback once loaded, else the basic one. */
  return { ...sending, prepare, Fallback: Fallback ?? BasicFallback };
}
