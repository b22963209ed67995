import React from "react";
import { graphql, type PageProps } from "gatsby";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { SEO_LABELS } from "../components/Seo.labels";
import { Container, Section } from "../components/ui/Container";
import { SectionHeading } from "../components/ui/SectionHeading";
import { CardGrid } from "../components/ui/Grid";
import { LocationCard } from "../components/LocationCard";
import { PageHero } from "../sections/shared/PageHero";
import { CallToAction } from "../sections/shared/CityBlocks";
import { usePageMeta } from "../hooks/usePageMeta";
import { countByType } from "../lib/locations";
import { breadcrumb, itemList } from "../lib/json-ld";
import { ROUTES } from "../model/routes";
import { useText } from "../hooks/useText";
import { useSiteFacts } from "../hooks/useSiteFacts";
import { required } from "../lib/required";

const LocationsPage = ({ data, location }: PageProps<Queries.LocationsPageQuery>) => {
  const meta = usePageMeta("locations");
  const locations = data.allLocationsYaml.nodes;
  const siteUrl = useSiteUrl();
  const t = useText();
  const facts = useSiteFacts();
  const copy = required(data.textsYaml, "content/texts/texts.yaml").locations;
  return (
    <Layout pathname={location.pathname}>
      <Seo
        {...meta}
        path={ROUTES.locations}
        jsonLd={[
          itemList(
            t(copy.title),
            locations.map((l) => l.name),
          ),
          breadcrumb(siteUrl, [
            { name: SEO_LABELS.breadcrumb.home, path: "/" },
            { name: SEO_LABELS.breadcrumb.locations, path: ROUTES.locations },
          ]),
        ]}
      />
      <PageHero eyebrow={t(copy.eyebrow)} title={t(copy.title)} text={t(copy.text)} ctaLabel={t(copy.button)} />
      <Section aria-labelledby="typen-title">
        <Container>
          <SectionHeading eyebrow={t(copy.types.eyebrow)} title={t(copy.types.title)} id="typen-title" />
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
          <SectionHeading eyebrow={t(copy.list.eyebrow)} title={t(copy.list.title)} id="alle-title" />
          <CardGrid>
            {locations.map((l) => (
              <LocationCard key={l.id} location={l} />
            ))}
          </CardGrid>
        </Container>
      </Section>
      <CallToAction city={facts.city} title={t(copy.cta.title)} text={t(copy.cta.text)} label={t(copy.cta.button)} />
    </Layout>
  );
};

export default LocationsPage;

export const query = graphql`
  query LocationsPage {
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
