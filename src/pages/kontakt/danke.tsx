import React, { useEffect } from "react";
import { graphql, type PageProps } from "gatsby";
import { Link } from "../../components/ui/SiteLink";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Layout } from "../../components/Layout";
import { Seo } from "../../components/Seo";
import { PageHeader } from "../../components/PageHeader";
import { Container, Section } from "../../components/ui/Container";
import { ButtonAnchor, ButtonLink } from "../../components/Button";
import { Panel } from "../../components/ui/Card";
import { ButtonRow } from "../../components/ui/ButtonRow";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { ENQUIRY_FORM_MESSAGES as MESSAGES } from "../../components/EnquiryForm/EnquiryForm.labels";
import { clearDraft } from "../../components/EnquiryForm/draft";
import { clearCallbackDraft } from "../../components/CallbackForm/draft";
import { CALLBACK_RETURN } from "../../components/CallbackForm/fields";
import { PLANNING_PATH, THANK_YOU_PATH } from "../../model/routes";
import { required } from "../../lib/required";

/**
 * Where the plain form post (JavaScript off, or sent before the app had loaded) returns after the
 * form service has accepted the enquiry. noindex: nobody should land here from a search.
 */
const ThankYouPage = ({ location, data }: PageProps<Queries.ThankYouPageQuery>) => {
  const facts = useSiteFacts();
  const copy = required(data.textsYaml, "content/texts/texts.yaml").thanks;
  // The enquiry (or, from /kontakt#rueckruf, the callback request) has arrived: its draft kept in
  // this browser is no longer needed; the other form's stays.
  const callback = new URLSearchParams(location.search).get(CALLBACK_RETURN.param) === CALLBACK_RETURN.value;
  useEffect(() => (callback ? clearCallbackDraft() : clearDraft()), [callback]);
  return (
    <Layout pathname={location.pathname}>
      <Seo title={copy.metaTitle} description={copy.metaDescription} path={THANK_YOU_PATH} noindex />
      <PageHeader eyebrow={copy.eyebrow} title={MESSAGES.success.title}>
        <p>
          {MESSAGES.success.text} {facts.responseTime}
        </p>
      </PageHeader>
      <Section>
        <Container>
          <Note>
            <h2>{copy.nextTitle}</h2>
            <ol>
              {copy.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>
              {copy.planningText} <Link to={PLANNING_PATH}>{copy.planningLink}</Link>
            </p>
            <p>{copy.urgent}</p>
            <ButtonRow>
              <ButtonAnchor href={`tel:${facts.phoneE164}`}>
                {copy.call} {facts.phone}
              </ButtonAnchor>
              <ButtonLink to="/" $variant="ghost">
                {copy.home}
              </ButtonLink>
            </ButtonRow>
          </Note>
        </Container>
      </Section>
    </Layout>
  );
};

export default ThankYouPage;

export const query = graphql`
  query ThankYouPage {
    textsYaml {
      thanks {
        metaTitle
        metaDescription
        eyebrow
        nextTitle
        steps
        urgent
        planningText
        planningLink
        call
        home
      }
    }
  }
`;

const Note = styled(Panel)`
  max-width: 44rem;
  ol {
    padding-left: 1.2rem;
    margin: 0 0 ${theme.space[5]};
    display: grid;
    gap: ${theme.space[2]};
  }
`;
