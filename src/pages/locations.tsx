import React from "react";
import { graphql, type PageProps } from "gatsby";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { useSiteUrl } from "../hooks/useSiteFacts";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { SEO_LABELS } from "../components/Seo.labels";
import { Container, Section } from "../components/ui/Container";
import { SectionHeading } from "../components/ui/SectionHeading";
import { CardGrid } from "../components/ui/Grid";
import { LocationCard } from "../components/LocationCard";
import { PageHero } from "../sections/shared/PageHero";
import { CallToAction } from "../sections/shared/SharedBlocks";
import { countByType } from "../lib/locations";
import { breadcrumb, itemList } from "../lib/json-ld";
import { ROUTES } from "../model/routes";
import { required } from "../lib/required";

const LocationsPage = ({ data, location }: PageProps<Queries.LocationsPageQuery>) => {
  const meta = required(data.seoYaml, "content/seo/seo.yaml").locations;
  const locations = data.allLocationsYaml.nodes;
  const siteUrl = useSiteUrl();
  const copy = required(data.textsYaml, "content/texts/texts.yaml").locations;
  return (
    <Layout pathname={location.pathname}>
      <Seo
        {...meta}
        path={ROUTES.locations}
        jsonLd={[
          itemList(
            copy.title,
            locations.map((l) => l.name),
          ),
          breadcrumb(siteUrl, [
            { name: SEO_LABELS.breadcrumb.home, path: "/" },
            { name: SEO_LABELS.breadcrumb.locations, path: ROUTES.locations },
          ]),
        ]}
      />
      <PageHero eyebrow={copy.eyebrow} title={copy.title} text={copy.text} ctaLabel={copy.button} />
      <Section aria-labelledby="typen-title">
        <Container>
          <SectionHeading eyebrow={copy.types.eyebrow} title={copy.types.title} id="typen-title" />
          <Types aria-labelledby="typen-title">
            {countByType(locations).map(({ type, count }) => (
              <li key={type}>
                <strong>{count}</strong> <span>{type}</span>
              </li>
            ))}
          </Types>
        </Container>
      </Section>
      <Section $alt aria-labelledby="alle-title">
        <Container>
          <SectionHeading eyebrow={copy.list.eyebrow} title={copy.list.title} id="alle-title" />
          <CardGrid>
            {locations.map((l) => (
              <LocationCard key={l.id} location={l} />
            ))}
          </CardGrid>
        </Container>
      </Section>
      <CallToAction title={copy.cta.title} text={copy.cta.text} label={copy.cta.button} />
    </Layout>
  );
};

export default LocationsPage;

export const query = graphql`
  query LocationsPage {
    seoYaml {
      locations {
        ...PageMetaFields
      }
    }
    textsYaml {
      locations {
        eyebrow
        title
        text
        button
        types {
          eyebrow
          title
        }
        list {
          eyebrow
          title
        }
        cta {
          title
          text
          button
        }
      }
    }
    allLocationsYaml {
      nodes {
        ...LocationCardFields
      }
    }
  }
`;

const Types = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: baseline;
    gap: ${theme.space[2]};
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceAlt};
  }
  strong {
    font-family: ${theme.fonts.display};
    font-size: 2rem;
    color: ${theme.colors.accent};
  }
`;
