import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { PageHeader } from "../../components/PageHeader";
import { Container, Section } from "../../components/ui/Container";
import { Paragraphs } from "../../components/ui/Paragraphs";
import { MusicPlanner } from "../../components/MusicPlanner";
import { useSiteFacts, useSiteUrl } from "../../hooks/useSiteFacts";

/** What /musikplanung shows from content/planning/planning.yaml. */
export const query = graphql`
  fragment PlanningPageTexts on PlanningYaml {
    name
    eyebrow
    title
    intro
    steps
    occasionHint
    noScriptHint
    privacyNotice
    occasions {
      occasion
      moments {
        title
        hint
      }
    }
  }
`;

export type PlanningTexts = Queries.PlanningPageTextsFragment;

/** Title, what the page is for and how it works. */
export const PlanningHeader = ({ texts }: { texts: PlanningTexts }) => (
  <PageHeader eyebrow={texts.eyebrow} title={texts.title}>
    <Paragraphs text={texts.intro} />
    <Steps>
      {texts.steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </Steps>
  </PageHeader>
);

/** The planner itself, with the site's genres and the ways to reach the DJ when sending fails. */
export const PlannerSection = ({ texts }: { texts: PlanningTexts }) => {
  const facts = useSiteFacts();
  const siteUrl = useSiteUrl();
  return (
    <Section>
      <Container>
        <MusicPlanner
          occasions={texts.occasions}
          genres={facts.genres}
          texts={texts}
          siteUrl={siteUrl}
          contact={facts}
        />
      </Container>
    </Section>
  );
};

const Steps = styled.ol`
  margin: ${theme.space[4]} 0 0;
  padding-left: 1.4rem;
  display: grid;
  gap: ${theme.space[2]};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
`;
