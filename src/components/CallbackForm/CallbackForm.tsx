import React, { useMemo, useRef, useState } from "react";
import { Form } from "react-final-form";
import type { FormApi } from "final-form";
import { SendFallback, type Contact } from "../EnquiryForm/SendFallback";
import { FormGrid, PlainPostFields, SendRow, submitOrFocusInvalid } from "../EnquiryForm/FormParts";
import { ENQUIRY_ENDPOINT } from "../EnquiryForm/submit";
import { plainPost } from "../ui/plainPost";
import { callbackWindows, type OpeningHoursRow } from "../../lib/opening-hours";
import { THANK_YOU_PATH } from "../../model/routes";
import { CALLBACK_FIELDS, CALLBACK_RETURN, fieldId, type CallbackValues } from "./fields";
import { CALLBACK_LABELS as L } from "./CallbackForm.labels";
import { validateCallback } from "./validate";
import { KIND_FIELD } from "./payload";
import { callbackMailto } from "./mailto";
import { useCallbackTakeOver } from "./takeover";
import { CallbackFields } from "./CallbackFields";
import { CallbackSent } from "./CallbackSent";
import { useCallbackSend } from "./useCallbackSend";

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
  const formApi = useRef<FormApi<CallbackValues>>(undefined);
  const formElement = useRef<HTMLFormElement>(null);
  const trap = useCallbackTakeOver(formApi, formElement, presets, { rueckrufTag: days, zeitfenster: windows });
  const { onSubmit, retry, submitting, failed, sentValues, dismissSent } = useCallbackSend({
    formApi,
    trap,
    presets,
    endpoint,
    contact,
  });

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
            {...plainPost(endpoint)}
            aria-label={L.form}
            onSubmit={(event) => submitOrFocusInvalid(event, handleSubmit, form, CALLBACK_FIELDS, fieldId)}
          >
            {sentValues && <CallbackSent values={sentValues} presets={presets} onDone={dismissSent} />}
            <CallbackFields days={days} windows={windows} />
            {/* The kind of enquiry, for the app's send and the plain form post alike. */}
            <input type="hidden" name={KIND_FIELD} defaultValue={L.kind} />
            <PlainPostFields
              siteUrl={siteUrl}
              subject={L.subjectPlain}
              nextPath={`${THANK_YOU_PATH}?${CALLBACK_RETURN.param}=${CALLBACK_RETURN.value}`}
              honeypotLabel={L.honeypot}
              honeypotId={fieldId("gotcha")}
            />
            <SendRow notice={L.privacyNotice} linkText={L.privacyLink} label={L.submit} submitting={submitting} />
            {failed && (
              <SendFallback
                values={{}}
                mailto={callbackMailto(failed, contact.email)}
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
