import React from "react";
import { graphql, type PageProps } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Layout } from "../../components/Layout";
import { Seo } from "../../components/Seo";
import { PageHeader } from "../../components/PageHeader";
import { Container, Section } from "../../components/ui/Container";
import { ButtonLink } from "../../components/Button";
import { PLANNER_MESSAGES } from "../../components/MusicPlanner/MusicPlanner.labels";
import { PLANNING_PATH, PLANNING_THANK_YOU_PATH } from "../../model/routes";
import { required } from "../../lib/required";

/**
 * Where the plain post of the Musikplanung (JavaScript off, or sent before the app had loaded)
 * returns once the form service has accepted it. noindex and out of the sitemap.
 */
const PlanningThankYouPage = ({ location, data }: PageProps<Queries.PlanningThankYouPageQuery>) => {
  const copy = required(data.planningYaml, "content/planning/planning.yaml").thanks;
  return (
    <Layout pathname={location.pathname}>
      <Seo title={copy.metaTitle} description={copy.metaDescription} path={PLANNING_THANK_YOU_PATH} noindex />
      <PageHeader eyebrow={copy.eyebrow} title={PLANNER_MESSAGES.success.title}>
        <p>{copy.text}</p>
      </PageHeader>
      <Section>
        <Container>
          <Actions>
            <ButtonLink to={PLANNING_PATH}>{copy.back}</ButtonLink>
            <ButtonLink to="/" $variant="ghost">
              {copy.home}
            </ButtonLink>
          </Actions>
        </Container>
      </Section>
    </Layout>
  );
};

export default PlanningThankYouPage;

export const query = graphql`
  query PlanningThankYouPage {
    planningYaml {
      thanks {
        metaTitle
        metaDescription
        eyebrow
        text
        back
        home
      }
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;
