import React from "react";
import styled from "styled-components";
import { media } from "../../styles/media";
import { Container, Section } from "../../components/ui/Container";
import { AsideGrid } from "../../components/ui/AsideGrid";
import type { ContactRequest } from "../../hooks/useContactRequest";
import { ContactForm } from "./ContactForm";
import { ContactDetails } from "./ContactDetails";
import { QuickCall } from "./QuickCall";
import { CallbackSection } from "./CallbackSection";
import type { PlanningSource } from "../../lib/estimate";
import type { ContactTexts } from "./ContactTexts";

interface Props {
  request: ContactRequest;
  texts: ContactTexts;
  /** The form's calendar marks booked days (PlanningData). */
  planning: PlanningSource;
}

/** The form and, beside it on wide screens, the other ways to get in touch; below them the callback request. */
export const ContactSection = ({ request, texts, planning }: Props) => (
  <Section>
    <Container>
      <QuickCall texts={texts} />
      <Grid>
        <ContactForm request={request} texts={texts} planning={planning} />
        <ContactDetails texts={texts} />
      </Grid>
      <CallbackSection />
    </Container>
  </Section>
);

const Grid = styled(AsideGrid)`
  ${media.lg} {
    align-items: start;
  }
`;
