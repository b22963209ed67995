import React, { Suspense, lazy, useRef, useState } from "react";
import { Field, Form } from "react-final-form";
import type { FormApi } from "final-form";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { FIELD_ORDER, type EnquiryValues } from "./fields";
import { ENQUIRY_FORM_LABELS as L, ENQUIRY_FORM_MESSAGES as MESSAGES } from "./EnquiryForm.labels";
import { validateEnquiry } from "./validate";
import { ENQUIRY_ENDPOINT } from "./endpoint";
import { plainPost } from "../ui/plainPost";
import { firstValues, useBroughtAlong, useTakeOver, type BroughtAlong } from "./takeover";
import { EnquiryFields } from "./EnquiryFields";
import { FormGrid, PlainPostFields, SendRow, submitOrFocusInvalid } from "./FormParts";
import { useTimeTrap } from "./timeTrap";
import type { Contact } from "./SendFallback";
import { useEnquirySend } from "./useEnquirySend";
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

/** Shown only after sending: its code (and the lines of the e-mail it repeats) loads when the visitor sends. */
const loadSentSummary = () =>
  import(/* webpackChunkName: "sent-summary" */ "./SentSummary").then((m) => ({ default: m.SentSummary }));
const SentSummary = lazy(loadSentSummary);

/**
 * The enquiry form. Its HTML works on its own: a real multipart POST to the form service with
 * HTML validation and a `_next` return to the thank-you page, for visitors without JavaScript
 * or who send before the app has loaded. Once the app runs it takes the form over (spec: fetch
 * with Accept: application/json, toasts) and adopts whatever the visitor already typed or chose.
 */
export const EnquiryForm = ({
  siteUrl,
  contact,
  availability,
  source,
  customer = "private",
  vatRate,
  ...brought
}: Props) => {
  const formApi = useRef<FormApi<EnquiryValues>>(undefined);
  const formElement = useRef<HTMLFormElement>(null);
  // Before the takeover: it reads the draft and the typed fields before they are adopted.
  const trap = useTimeTrap(formElement);
  useTakeOver(formApi, formElement, brought.selectedLocation);
  // What the visitor brought along (place, day, occasion, Preisrechner, quote): the form's first values.
  useBroughtAlong(formApi, brought);
  const [initialValues] = useState(() => firstValues(brought));

  const { onSubmit, prepare, submitting, failed, Fallback, sentValues, dismissSent } = useEnquirySend({
    formApi,
    trap,
    contact,
    source,
    preloadSent: loadSentSummary,
  });
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
            onFocus={prepare}
            {...plainPost(ENQUIRY_ENDPOINT)}
            data-draft=""
            aria-label={L.form}
            onSubmit={(event) => submitOrFocusInvalid(event, handleSubmit, form, FIELD_ORDER, (name) => `feld-${name}`)}
          >
            <RequiredNote />
            {sentValues && (
              <Suspense fallback={null}>
                <SentSummary values={sentValues} contact={contact} onDone={dismissSent} />
              </Suspense>
            )}
            <EnquiryFields availability={availability} customer={customer} vatRate={vatRate} />
            {/* What the visitor brought (shown above the form): the Preisrechner's selection, the quote's number. */}
            {BROUGHT_FIELDS.map((name) => (
              <Field key={name} name={name} component="input" type="hidden" />
            ))}
            <PlainPostFields
              siteUrl={siteUrl}
              subject={L.subject}
              nextPath={THANK_YOU_PATH}
              honeypotLabel={L.honeypot}
              honeypotId="feld-gotcha"
            />
            <SendRow
              notice={L.privacyNotice}
              linkText={L.privacyLink}
              label={MESSAGES.submit}
              submitting={submitting}
              noticeTestId="privacy-notice"
            />
            {failed && <Fallback values={failed} contact={contact} inline />}
          </StyledForm>
        );
      }}
    />
  );
};

/** The hidden fields the app fills from what the visitor brought along (takeover.ts). */
const BROUGHT_FIELDS = ["paketWunsch", "preisSchaetzung", "angebotNr"] as const;

/** "Felder mit * sind Pflichtfelder.": the star read out as a word. */
const RequiredNote = () => (
  <p>
    {L.requiredBefore} <span aria-hidden="true">*</span>
    <span className="visually-hidden">{L.requiredStar}</span> {L.requiredAfter}
  </p>
);

const StyledForm = styled(FormGrid)`
  > p:first-child {
    margin: 0;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;
