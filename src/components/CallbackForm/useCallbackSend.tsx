import React, { type RefObject } from "react";
import type { FormApi } from "final-form";
import { SendFallback, type Contact } from "../EnquiryForm/SendFallback";
import { postToFormService } from "../EnquiryForm/submit";
import type { TimeTrap } from "../EnquiryForm/timeTrap";
import { useFormSend } from "../EnquiryForm/useFormSend";
import type { CallbackValues } from "./fields";
import { CALLBACK_MESSAGES as MESSAGES } from "./CallbackForm.labels";
import { buildCallbackPayload } from "./payload";
import { clearCallbackDraft } from "./draft";
import { callbackMailto } from "./mailto";

interface Options {
  formApi: RefObject<FormApi<CallbackValues> | undefined>;
  trap: RefObject<TimeTrap | null>;
  /** The form's first values ("any day", "any time"): it starts from them again after a send. */
  presets: CallbackValues;
  endpoint: string;
  contact: Contact;
}

/**
 * Sending the callback request once the app runs (useFormSend): after a success the form is back at its
 * presets; a failure offers retry, the request by e-mail and the phone, with the enquiry's error toast.
 */
export function useCallbackSend({ formApi, trap, presets, endpoint, contact }: Options) {
  const retry = () => void formApi.current?.submit();
  const sending = useFormSend<CallbackValues>({
    trap,
    send: (values) => postToFormService(buildCallbackPayload(values, window.location.host), { endpoint }),
    clearDraft: clearCallbackDraft,
    successMessage: MESSAGES.success,
    restartValues: presets,
    fallbackActions: (values) => (
      <SendFallback values={{}} mailto={callbackMailto(values, contact.email)} contact={contact} onRetry={retry} />
    ),
  });
  return { ...sending, retry };
}
