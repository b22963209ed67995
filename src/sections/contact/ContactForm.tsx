import React, { useMemo, useRef } from "react";
import styled from "styled-components";
import { Panel } from "../../components/ui/Card";
import { EnquiryForm } from "../../components/EnquiryForm";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { useSiteUrl } from "../../hooks/useSiteFacts";
import { useScrollIntoView } from "../../hooks/useScrollIntoView";
import type { ContactRequest } from "../../hooks/useContactRequest";
import { BroughtAlong } from "./BroughtAlong";
import type { ContactTexts } from "./ContactTexts";
import { planningContent, type PlanningSource } from "../../lib/estimate";
import { summaryParts } from "../../components/PriceEstimator/PriceEstimator.labels";

interface Props {
  request: ContactRequest;
  texts: ContactTexts;
  planning: PlanningSource;
}

/** The enquiry form with what the visitor brought along; other pages' buttons scroll down to it. */
export const ContactForm = ({ request, texts: c, planning }: Props) => {
  const facts = useSiteFacts();
  const siteUrl = useSiteUrl();
  const { availability, estimator } = planningContent(planning);
  // The Preisrechner's selection in words, as shown above the form and sent with the enquiry.
  // A start-page package chosen by its button counts as the package wish when nothing else was chosen.
  const wished = planning.packagesYaml?.home?.find((p) => p.id === request.packageWish);
  const summary = request.selection
    ? summaryParts(request.selection, estimator(request.variant))
    : wished
      ? { paketWunsch: wished.name, preisSchaetzung: "" }
      : null;
  const estimate = useMemo(
    () => (summary ? { paketWunsch: summary.paketWunsch, preisSchaetzung: summary.preisSchaetzung } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts are the identity
    [summary?.paketWunsch, summary?.preisSchaetzung],
  );
  // Company and name from the quote, as the form's fields take them; a new object only when they change.
  const parts = request.person?.parts;
  const person = useMemo(
    () => (request.company || parts ? { ...(request.company && { firma: request.company }), ...parts } : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts are the identity
    [request.company, parts?.anrede, parts?.vorname, parts?.nachname],
  );
  const ref = useRef<HTMLDivElement>(null);
  // Once the address is read: what it names grows the header above the form, which would push the form down after the scroll.
  useScrollIntoView(ref, request.scrollToForm && request.ready, request.arrival);
  return (
    <FormCard as="section" ref={ref} id="anfrage" tabIndex={-1} aria-labelledby="anfrage-title">
      <h2 id="anfrage-title">{c.formTitle}</h2>
      <BroughtAlong day={request.day} estimate={estimate} texts={c} />
      <EnquiryForm
        selectedLocation={request.selectedLocation}
        siteUrl={siteUrl}
        contact={facts}
        eventDate={request.eventDate}
        estimate={estimate}
        availability={availability}
        source={request.source}
        eventType={request.occasion ?? undefined}
        customer={request.selection?.customer}
        vatRate={facts.vatRate}
        quoteNumber={request.quoteNumber}
        person={person}
      />
    </FormCard>
  );
};

const FormCard = styled(Panel)`
  position: relative;
  scroll-margin-top: 1rem; /* added to the page-wide scroll-padding for the sticky header */
`;
