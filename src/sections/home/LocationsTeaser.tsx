import React from "react";
import { graphql } from "gatsby";
import { Center, Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { LocationCard } from "../../components/LocationCard";
import { CardGrid } from "../../components/ui/Grid";
import { ButtonLink } from "../../components/Button";
import { ROUTES } from "../../model/routes";

export const query = graphql`
  fragment HomeLocationsCopy on HomeLocationsTexts {
    eyebrow
    title
    text
    link
  }
`;

export const LocationsTeaser = ({
  copy,
  locations,
}: {
  copy: Queries.HomeLocationsCopyFragment;
  locations: readonly Queries.LocationCardFieldsFragment[];
}) => {
  return (
    <Section id="hamburg-locations" $alt aria-labelledby="hamburg-locations-title">
      <Container>
        <SectionHeading eyebrow={copy.eyebrow} title={copy.title} id="hamburg-locations-title">
          {copy.text}
        </SectionHeading>
        <CardGrid>
          {locations.map((location) => (
            <LocationCard key={location.id} location={location} compact />
          ))}
        </CardGrid>
        <Center>
          <ButtonLink to={ROUTES.locations} $variant="secondary">
            {copy.link}
          </ButtonLink>
        </Center>
      </Container>
    </Section>
  );
};
