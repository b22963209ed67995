import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { Container, Section } from "../../components/ui/Container";
import type { ContactRequest } from "../../hooks/useContactRequest";
import { ContactForm } from "./ContactForm";
import { ContactDetails } from "./ContactDetails";

/** The form and, beside it on wide screens, the other ways to get in touch. */
export const ContactSection = ({ request }: { request: ContactRequest }) => (
  <Section>
    <Container>
      <Grid>
        <ContactForm request={request} />
        <ContactDetails />
      </Grid>
    </Container>
  </Section>
);

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  ${media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;
