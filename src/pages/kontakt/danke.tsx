import React, { useEffect } from "react";
import type { PageProps } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Layout } from "../../components/Layout";
import { Seo } from "../../components/Seo";
import { PageHeader } from "../../components/PageHeader";
import { Container, Section } from "../../components/ui/Container";
import { ButtonAnchor, ButtonLink } from "../../components/Button";
import { Panel } from "../../components/ui/Card";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { MESSAGES } from "../../components/EnquiryForm/fields";
import { clearDraft } from "../../components/EnquiryForm/draft";
import { THANK_YOU_PATH } from "../../../gatsby/routes";

/**
 * Where the plain form post (JavaScript off, or sent before the app had loaded) returns after the
 * form service has accepted the enquiry. noindex: nobody should land here from a search.
 */
const ThankYouPage = ({ location }: PageProps) => {
  const facts = useSiteFacts();
  // The enquiry has arrived: the draft kept in this browser is no longer needed.
  useEffect(() => clearDraft(), []);
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title="Vielen Dank für Ihre Anfrage | Event DJ Hamburg"
        description="Ihre Anfrage ist angekommen. Ich melde mich schnellstmöglich bei Ihnen zurück."
        path={THANK_YOU_PATH}
        noindex
      />
      <PageHeader eyebrow="Anfrage gesendet" title={MESSAGES.success.title}>
        <p>
          {MESSAGES.success.text} {facts.responseTime}
        </p>
      </PageHeader>
      <Section>
        <Container>
          <Note>
            <h2>Wie es weitergeht</h2>
            <ol>
              <li>Ich lese Ihre Anfrage und prüfe, ob Ihr Wunschtermin frei ist.</li>
              <li>Wir sprechen kurz über Ihre Feier, Ihre Gäste und Ihre Musikwünsche.</li>
              <li>Sie erhalten ein schriftliches, unverbindliches Angebot.</li>
            </ol>
            <p>Eilt es? Rufen Sie mich gern direkt an.</p>
            <Actions>
              <ButtonAnchor href={`tel:${facts.phoneE164}`}>Anrufen: {facts.phone}</ButtonAnchor>
              <ButtonLink to="/" $variant="ghost">
                Zur Startseite
              </ButtonLink>
            </Actions>
          </Note>
        </Container>
      </Section>
    </Layout>
  );
};

export default ThankYouPage;

const Note = styled(Panel)`
  max-width: 44rem;
  ol {
    padding-left: 1.2rem;
    margin: 0 0 ${theme.space[5]};
    display: grid;
    gap: ${theme.space[2]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;
