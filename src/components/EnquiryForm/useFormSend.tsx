import { useRef, useState, type ReactNode, type RefObject } from "react";
import type { FormApi } from "final-form";
import { notify, type ToastMessage } from "../Toasts";
import { ENQUIRY_FORM_MESSAGES as MESSAGES } from "./EnquiryForm.labels";
import { nextState, type EnquiryState } from "./state";
import { tooFastForAPerson, type TimeTrap } from "./timeTrap";

interface Options<V> {
  trap: RefObject<TimeTrap | null>;
  /** Posts the values; true when the form service took them. */
  send: (values: V) => Promise<boolean>;
  /** Right before sending: loads what the answer will need. */
  beforeSend?: () => void;
  clearDraft: () => void;
  successMessage: ToastMessage;
  /** What the form starts from again after a successful send. */
  restartValues: V;
  /** The error toast's ways out: retry, the same request by e-mail, a call. */
  fallbackActions: (values: V) => ReactNode;
}

/**
 * Sending a form once the app runs (the enquiry and the callback request): one request per click,
 * the time trap's silent drop of a script's send, then the success (draft cleared, the form back to
 * its first values, the values kept for the confirmation) or the spec's error toast, every value kept
 * for the fallback under the form.
 */
export function useFormSend<V extends object>({
  trap,
  send,
  beforeSend,
  clearDraft,
  successMessage,
  restartValues,
  fallbackActions,
}: Options<V>) {
  const [state, setState] = useState<EnquiryState>("idle");
  const [failedValues, setFailedValues] = useState<V | null>(null);
  const [sentValues, setSentValues] = useState<V | null>(null);
  const pending = useRef(false);
  const errorToast = useRef<string | null>(null);

  const onSubmit = async (values: V, form: FormApi<V>) => {
    if (pending.current) return; // a double click sends one request
    pending.current = true;
    setState((s) => nextState(s, "submit"));
    beforeSend?.();
    if (errorToast.current) void notify.dismiss(errorToast.current);
    errorToast.current = null;
    // Sent by a script faster than a person could (timeTrap.ts): nothing leaves, it reads as a success.
    const dropped = trap.current !== null && tooFastForAPerson(trap.current);
    const ok = dropped || (await send(values).catch(() => false));
    pending.current = false;
    if (ok) {
      setState((s) => nextState(s, "succeeded"));
      setFailedValues(null);
      setSentValues(values);
      clearDraft();
      void notify.success(successMessage);
      setTimeout(() => form.restart(restartValues));
    } else {
      setState((s) => nextState(s, "failed"));
      setFailedValues(values);
      errorToast.current = await notify.error(MESSAGES.failure, { sticky: true, actions: fallbackActions(values) });
    }
  };

  return {
    onSubmit,
    submitting: state === "submitting",
    /** The values of a failed send, for the fallback under the form. */
    failed: state === "failure" ? failedValues : null,
    sentValues,
    dismissSent: () => setSentValues(null),
  };
}
