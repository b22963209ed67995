import React from "react";
import { graphql } from "gatsby";
import { TeaserSection } from "../../components/ui/TeaserSection";
import { LocationCard } from "../../components/LocationCard";
import { CardGrid } from "../../components/ui/Grid";
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
    <TeaserSection id="hamburg-locations" alt copy={copy} to={ROUTES.locations}>
      <CardGrid>
        {locations.map((location) => (
          <LocationCard key={location.id} location={location} compact />
        ))}
      </CardGrid>
    </TeaserSection>
  );
};
