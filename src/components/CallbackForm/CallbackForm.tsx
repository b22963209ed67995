import React, { useMemo, useRef, useState } from "react";
import { Field, Form } from "react-final-form";
import type { FormApi } from "final-form";
import { notify } from "../Toasts";
import { SendFallback, type Contact } from "../EnquiryForm/SendFallback";
import { Honeypot } from "../EnquiryForm/FormField";
import { FormGrid, SendRow, submitOrFocusInvalid } from "../EnquiryForm/FormParts";
import { ENQUIRY_ENDPOINT, postToFormService } from "../EnquiryForm/submit";
import { nextState, type EnquiryState } from "../EnquiryForm/state";
import { tooFastForAPerson } from "../EnquiryForm/timeTrap";
import { ENQUIRY_FORM_MESSAGES } from "../EnquiryForm/EnquiryForm.labels";
import { callbackWindows, type OpeningHoursRow } from "../../lib/opening-hours";
import { THANK_YOU_PATH } from "../../model/routes";
import { CALLBACK_FIELDS, CALLBACK_RETURN, fieldId, type CallbackValues } from "./fields";
import { CALLBACK_LABELS as L, CALLBACK_MESSAGES as MESSAGES } from "./CallbackForm.labels";
import { validateCallback } from "./validate";
import { buildCallbackPayload, KIND_FIELD } from "./payload";
import { clearCallbackDraft } from "./draft";
import { callbackMailto } from "./mailto";
import { useCallbackTakeOver } from "./takeover";
import { CallbackFields } from "./CallbackFields";
import { CallbackSent } from "./CallbackSent";

interface Props {
  /** site.yaml → openingHours: the day and time-window choices. */
  hours: readonly OpeningHoursRow[];
  /** Absolute base URL of the site (the plain form post's `_next` and `_subject`). */
  siteUrl: string;
  /** Where a visitor can reach the business when sending fails. */
  contact: Contact;
  /** The form service; the enquiry's (GATSBY_ENQUIRY_ENDPOINT) unless a test gives its own. */
  endpoint?: string;
}

/**
 * The callback request: name, number, day and time window. Like the enquiry form its HTML works on
 * its own (a multipart POST to the form service, `_next` back to the thank-you page); once its code
 * runs it takes the form over and sends it with fetch (Accept: application/json) as an enquiry of
 * its own kind (`anfrageArt: rueckruf`), keeps a draft, and on failure keeps every value and offers
 * retry, e-mail and phone, with the enquiry's error toast.
 */
export const CallbackForm = ({ hours, siteUrl, contact, endpoint = ENQUIRY_ENDPOINT }: Props) => {
  const days = useMemo(() => [L.anyDay, ...L.dayOptions(hours)], [hours]);
  const windows = useMemo(() => [L.anyTime, ...callbackWindows(hours).map((w) => L.window(w.part, w))], [hours]);
  const [presets] = useState<CallbackValues>(() => ({ rueckrufTag: days[0], zeitfenster: windows[0] }));
  const [state, setState] = useState<EnquiryState>("idle");
  const [failedValues, setFailedValues] = useState<CallbackValues | null>(null);
  const [sentValues, setSentValues] = useState<CallbackValues | null>(null);
  const pending = useRef(false);
  const formApi = useRef<FormApi<CallbackValues>>(undefined);
  const formElement = useRef<HTMLFormElement>(null);
  const errorToast = useRef<string | null>(null);
  const trap = useCallbackTakeOver(formApi, formElement, presets, { rueckrufTag: days, zeitfenster: windows });
  const siteHost = siteUrl.replace(/^https?:\/\//, "");
  const retry = () => void formApi.current?.submit();

  const onSubmit = async (values: CallbackValues, form: FormApi<CallbackValues>) => {
    if (pending.current) return; // a double click sends one request
    pending.current = true;
    setState((s) => nextState(s, "submit"));
    if (errorToast.current) void notify.dismiss(errorToast.current);
    errorToast.current = null;
    // Sent by a script faster than a person could: nothing leaves, it reads as a success.
    const dropped = trap.current !== null && tooFastForAPerson(trap.current);
    const ok =
      dropped ||
      (await postToFormService(buildCallbackPayload(values, window.location.host), { endpoint }).catch(() => false));
    pending.current = false;
    if (ok) {
      setState((s) => nextState(s, "succeeded"));
      setFailedValues(null);
      setSentValues(values);
      clearCallbackDraft();
      void notify.success(MESSAGES.success);
      setTimeout(() => form.restart(presets));
    } else {
      setState((s) => nextState(s, "failed"));
      setFailedValues(values);
      errorToast.current = await notify.error(ENQUIRY_FORM_MESSAGES.failure, {
        sticky: true,
        actions: (
          <SendFallback values={{}} mailto={callbackMailto(values, contact.email)} contact={contact} onRetry={retry} />
        ),
      });
    }
  };

  const submitting = state === "submitting";
  return (
    <Form<CallbackValues>
      onSubmit={onSubmit}
      validate={validateCallback}
      initialValues={presets}
      subscription={{}}
      render={({ handleSubmit, form }) => {
        formApi.current = form;
        return (
          <FormGrid
            ref={formElement}
            method="post"
            action={endpoint || undefined}
            encType="multipart/form-data"
            aria-label={L.form}
            onSubmit={(event) => submitOrFocusInvalid(event, handleSubmit, form, CALLBACK_FIELDS, fieldId)}
          >
            {sentValues && <CallbackSent values={sentValues} presets={presets} onDone={() => setSentValues(null)} />}
            <CallbackFields days={days} windows={windows} />
            {/* The kind, and for the plain form post the service's subject, the site and where to return. */}
            <input type="hidden" name={KIND_FIELD} defaultValue={L.kind} />
            <input type="hidden" name="_subject" defaultValue={L.subjectPlain(siteHost)} />
            <input type="hidden" name="website" defaultValue={siteHost} />
            <input
              type="hidden"
              name="_next"
              defaultValue={`${siteUrl}${THANK_YOU_PATH}?${CALLBACK_RETURN.param}=${CALLBACK_RETURN.value}`}
            />
            <Honeypot aria-hidden="true">
              <label htmlFor={fieldId("gotcha")}>{L.honeypot}</label>
              <Field
                id={fieldId("gotcha")}
                name="_gotcha"
                component="input"
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </Honeypot>
            <SendRow notice={L.privacyNotice} linkText={L.privacyLink} label={L.submit} submitting={submitting} />
            {state === "failure" && failedValues && (
              <SendFallback
                values={{}}
                mailto={callbackMailto(failedValues, contact.email)}
                contact={contact}
                onRetry={retry}
                inline
              />
            )}
          </FormGrid>
        );
      }}
    />
  );
};
