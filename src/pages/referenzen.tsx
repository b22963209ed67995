import React from "react";
import { graphql, type PageProps } from "gatsby";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { useSiteFacts, useSiteUrl } from "../hooks/useSiteFacts";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { SEO_LABELS } from "../components/Seo.labels";
import { Container, Section } from "../components/ui/Container";
import { SectionHeading } from "../components/ui/SectionHeading";
import { PageHero } from "../sections/shared/PageHero";
import { CallToAction } from "../sections/shared/SharedBlocks";
import { EventEntry, eventTypeLabel } from "../sections/references/EventEntry";
import { REFERENCES_LABELS as L } from "../sections/references/References.labels";
import { breadcrumb } from "../lib/json-ld";
import { newestFirst } from "../lib/events";
import { ROUTES, christmasPath, occasionPath } from "../model/routes";

/**
 * /referenzen: every celebration of content/events, newest first, each with its anchor. No Event
 * markup: these were private celebrations, not public events (issue 40).
 */
const ReferencesPage = ({ data, location }: PageProps<Queries.ReferencesPageQuery>) => {
  const siteUrl = useSiteUrl();
  const facts = useSiteFacts();
  const events = newestFirst(data.allEventsYaml.nodes);
  const occasionOf = (type: string) => {
    const page = data.allOccasionsYaml.nodes.find((o) => o.occasion === type);
    if (page) return { path: occasionPath(page.slug), name: page.name };
    const christmas = data.allChristmasYaml.nodes.find((c) => c.city === facts.city);
    if (type === "weihnachtsfeier" && christmas)
      return { path: christmasPath(christmas.city), name: eventTypeLabel(type) };
    return undefined;
  };
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={L.metaTitle}
        description={L.metaDescription}
        path={ROUTES.references}
        jsonLd={[
          breadcrumb(siteUrl, [
            { name: SEO_LABELS.breadcrumb.home, path: "/" },
            { name: L.breadcrumb, path: ROUTES.references },
          ]),
        ]}
      />
      <PageHero eyebrow={L.eyebrow} title={L.title} text={L.text} ctaLabel={L.cta} portrait={data} />
      <Section aria-labelledby="feiern-title">
        <Container>
          <SectionHeading title={L.listTitle} id="feiern-title" />
          <List data-testid="event-list">
            {events.map((event) => (
              <li key={event.yamlId}>
                <EventEntry event={event} occasion={occasionOf(event.eventType)} />
              </li>
            ))}
          </List>
        </Container>
      </Section>
      <CallToAction title={L.ctaTitle} text={L.ctaText} label={L.cta} />
    </Layout>
  );
};

export default ReferencesPage;

export const query = graphql`
  query ReferencesPage {
    allEventsYaml(sort: { date: DESC }) {
      nodes {
        ...EventEntryFields
      }
    }
    allOccasionsYaml {
      nodes {
        slug
        name
        occasion
      }
    }
    allChristmasYaml {
      nodes {
        city
      }
    }
    ...HeroPortrait
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${theme.space[5]};
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 48rem;
`;
