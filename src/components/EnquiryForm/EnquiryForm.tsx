import React, { Suspense, lazy, useRef, useState } from "react";
import { Field, Form } from "react-final-form";
import type { FormApi } from "final-form";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { notify } from "../Toasts";
import { FIELD_ORDER, type EnquiryValues } from "./fields";
import { ENQUIRY_FORM_LABELS as L, ENQUIRY_FORM_MESSAGES as MESSAGES } from "./EnquiryForm.labels";
import { validateEnquiry } from "./validate";
import { ENQUIRY_ENDPOINT } from "./endpoint";
import { nextState, type EnquiryState } from "./state";
import { clearDraft } from "./draft";
import { firstValues, useBroughtAlong, useTakeOver, type BroughtAlong } from "./takeover";
import { EnquiryFields } from "./EnquiryFields";
import { Honeypot } from "./FormField";
import { FormGrid, SendRow, submitOrFocusInvalid } from "./FormParts";
import { tooFastForAPerson, useTimeTrap } from "./timeTrap";
import type { Contact, SendFallbackProps } from "./SendFallback";
import { THANK_YOU_PATH } from "../../model/routes";
import type { AvailabilityData } from "../../model/collections";
import type { EnquirySource } from "../../lib/enquiry-source";
import type { CustomerType } from "../../lib/pricing";

interface Props {
  /** Pre-fills the location (from a location card's "Beratung Anfragen"). */
  selectedLocation?: string;
  /** Absolute base URL of the site (the plain form post's `_next` and `_subject`). */
  siteUrl: string;
  /** Where a visitor can reach the business when sending fails. */
  contact: Contact;
  /** A date chosen in "Ist mein Termin frei?" (TT.MM.JJJJ): fills the date field. */
  eventDate?: string;
  /** The Preisrechner's selection: sent as the hidden fields paketWunsch and preisSchaetzung. */
  estimate?: { paketWunsch: string; preisSchaetzung: string } | null;
  /** Booked and held days: the date field answers like the date check, the calendar disables booked days. */
  availability?: AvailabilityData;
  /** Where the enquiry started (/kontakt?von=…&weg=…): sent as quelleSeite and quelleWeg when known. */
  source?: EnquirySource | null;
  /** The occasion the visitor came with (an eventTyp value, /kontakt?anlass=…): chosen in the form. */
  eventType?: string;
  /** Private (gross first) or business (net first), as the price switch: the budget choices follow it. */
  customer?: CustomerType;
  vatRate: number;
  /** The quote being accepted (/kontakt?angebot=…): sent as the hidden field angebotNr. */
  quoteNumber?: string | null;
  /** Company and name from the quote (/kontakt?firma=…&name=…), as the form's fields take them. */
  person?: BroughtAlong["person"];
}

type FallbackComponent = (props: SendFallbackProps) => React.JSX.Element;

/** Shown only after sending: its code (and the lines of the e-mail it repeats) loads when the visitor sends. */
const loadSentSummary = () =>
  import(/* webpackChunkName: "sent-summary" */ "./SentSummary").then((m) => ({ default: m.SentSummary }));
const SentSummary = lazy(loadSentSummary);
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

/**
 * The enquiry form. Its HTML works on its own: a real multipart POST to the form service with
 * HTML validation and a `_next` return to the thank-you page, for visitors without JavaScript
 * or who send before the app has loaded. Once the app runs it takes the form over (spec: fetch
 * with Accept: application/json, toasts) and adopts whatever the visitor already typed or chose.
 */
export const EnquiryForm = ({
  selectedLocation,
  siteUrl,
  contact,
  eventDate,
  estimate,
  availability,
  source,
  eventType,
  customer = "private",
  vatRate,
  quoteNumber,
  person,
}: Props) => {
  const [state, setState] = useState<EnquiryState>("idle");
  const [failedValues, setFailedValues] = useState<EnquiryValues | null>(null);
  const [sentValues, setSentValues] = useState<EnquiryValues | null>(null);
  const pending = useRef(false);
  const formApi = useRef<FormApi<EnquiryValues>>(undefined);
  const formElement = useRef<HTMLFormElement>(null);
  const errorToast = useRef<string | null>(null);
  const [Fallback, setFallback] = useState<FallbackComponent | null>(null);
  const fallbackRequested = useRef(false);
  const fallbackRef = useRef<FallbackComponent | null>(null);
  const loadFallback = () => {
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
  const siteHost = siteUrl.replace(/^https?:\/\//, "");
  // Before the takeover: it reads the draft and the typed fields before they are adopted.
  const trap = useTimeTrap(formElement);
  useTakeOver(formApi, formElement, selectedLocation);
  useBroughtAlong(formApi, { eventDate, eventType, estimate, selectedLocation, quoteNumber, person });
  const [initialValues] = useState(() =>
    firstValues({ eventDate, eventType, estimate, selectedLocation, quoteNumber, person }),
  );

  const onSubmit = async (values: EnquiryValues, form: FormApi<EnquiryValues>) => {
    if (pending.current) return; // a double click sends one request
    pending.current = true;
    setState((s) => nextState(s, "submit"));
    loadFallback();
    void loadSentSummary().catch(() => undefined); // there before the answer is

    if (errorToast.current) void notify.dismiss(errorToast.current);
    errorToast.current = null;
    // Sent by a script faster than a person could (timeTrap.ts): nothing leaves, it reads as a success.
    const dropped = trap.current !== null && tooFastForAPerson(trap.current);
    const ok =
      dropped ||
      (await loadSend()
        .then(({ submitEnquiry }) => submitEnquiry(values, { host: window.location.host, source }))
        .catch(() => false));
    pending.current = false;
    if (ok) {
      setState((s) => nextState(s, "succeeded"));
      setFailedValues(null);
      setSentValues(values);
      clearDraft();
      void notify.success(MESSAGES.success);
      setTimeout(() => form.restart({}));
    } else {
      setState((s) => nextState(s, "failed"));
      setFailedValues(values);
      // The spec's text, plus a way that cannot fail: retry, the same enquiry by e-mail, or a call.
      const FallbackActions = fallbackRef.current ?? BasicFallback;
      errorToast.current = await notify.error(MESSAGES.failure, {
        sticky: true,
        actions: <FallbackActions values={values} contact={contact} onRetry={() => void formApi.current?.submit()} />,
      });
    }
  };

  const submitting = state === "submitting";
  return (
    <Form<EnquiryValues>
      onSubmit={onSubmit}
      validate={(values) => validateEnquiry(values)}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit, form }) => {
        formApi.current = form;
        return (
          <StyledForm
            ref={formElement}
            onFocus={loadFallback}
            method="post"
            action={ENQUIRY_ENDPOINT || undefined}
            encType="multipart/form-data"
            data-draft=""
            aria-label={L.form}
            onSubmit={(event) => submitOrFocusInvalid(event, handleSubmit, form, FIELD_ORDER, (name) => `feld-${name}`)}
          >
            <p>
              {L.requiredBefore} <span aria-hidden="true">*</span>
              <span className="visually-hidden">{L.requiredStar}</span> {L.requiredAfter}
            </p>
            {sentValues && (
              <Suspense fallback={null}>
                <SentSummary values={sentValues} contact={contact} onDone={() => setSentValues(null)} />
              </Suspense>
            )}
            <EnquiryFields availability={availability} customer={customer} vatRate={vatRate} />
            {/* The Preisrechner's selection, if the visitor brought one (shown above the form). */}
            <Field name="paketWunsch" component="input" type="hidden" />
            <Field name="preisSchaetzung" component="input" type="hidden" />
            <Field name="angebotNr" component="input" type="hidden" />
            {/* For the plain form post (no JavaScript): the service's subject, the site, and where to return. */}
            <input type="hidden" name="_subject" defaultValue={L.subject(siteHost)} />
            <input type="hidden" name="website" defaultValue={siteHost} />
            <input type="hidden" name="_next" defaultValue={`${siteUrl}${THANK_YOU_PATH}`} />
            {/* Spam defence: this honeypot for every path, the time trap (timeTrap.ts) for the app's own sends. */}
            <Honeypot aria-hidden="true">
              <label htmlFor="feld-gotcha">{L.honeypot}</label>
              <Field id="feld-gotcha" name="_gotcha" component="input" type="text" tabIndex={-1} autoComplete="off" />
            </Honeypot>
            <SendRow
              notice={L.privacyNotice}
              linkText={L.privacyLink}
              label={MESSAGES.submit}
              submitting={submitting}
              noticeTestId="privacy-notice"
            />
            {state === "failure" &&
              failedValues &&
              (Fallback ? (
                <Fallback values={failedValues} contact={contact} inline />
              ) : (
                <BasicFallback values={failedValues} contact={contact} inline />
              ))}
          </StyledForm>
        );
      }}
    />
  );
};

const StyledForm = styled(FormGrid)`
  > p:first-child {
    margin: 0;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;
