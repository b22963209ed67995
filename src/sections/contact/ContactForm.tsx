import React, { useRef } from "react";
import styled from "styled-components";
import { Panel } from "../../components/ui/Card";
import { EnquiryForm } from "../../components/EnquiryForm";
import { useContactTexts } from "../../hooks/useContactTexts";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { useSiteUrl } from "../../hooks/useSiteUrl";
import { usePlanningData } from "../../hooks/usePlanningData";
import { useScrollIntoView } from "../../hooks/useScrollIntoView";
import type { ContactRequest } from "../../hooks/useContactRequest";
import { BroughtAlong } from "./BroughtAlong";

/** The enquiry form with what the visitor brought along; other pages' buttons scroll down to it. */
export const ContactForm = ({ request }: { request: ContactRequest }) => {
  const c = useContactTexts();
  const facts = useSiteFacts();
  const siteUrl = useSiteUrl();
  const { availability } = usePlanningData();
  const ref = useRef<HTMLDivElement>(null);
  useScrollIntoView(ref, request.scrollToForm, request.arrival);
  return (
    <FormCard as="section" ref={ref} id="anfrage" tabIndex={-1} aria-labelledby="anfrage-title">
      <h2 id="anfrage-title">{c.formTitle}</h2>
      <BroughtAlong day={request.day} estimate={request.estimate} />
      <EnquiryForm
        selectedLocation={request.selectedLocation}
        siteUrl={siteUrl}
        contact={facts}
        eventDate={request.eventDate}
        estimate={request.estimate}
        availability={availability}
      />
    </FormCard>
  );
};

const FormCard = styled(Panel)`
  position: relative;
  scroll-margin-top: 1rem; /* added to the page-wide scroll-padding for the sticky header */
`;
