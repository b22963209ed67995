import React from "react";
import { Center, Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { LocationCard } from "../../components/LocationCard";
import { CardGrid } from "../../components/ui/Grid";
import { ButtonLink } from "../../components/Button";
import { ROUTES } from "../../model/routes";
import { useHomeTexts } from "../../hooks/useHomeTexts";
import { useText } from "../../hooks/useText";

export const LocationsTeaser = ({ locations }: { locations: readonly Queries.LocationCardFieldsFragment[] }) => {
  const copy = useHomeTexts().locations;
  const t = useText();
  return (
    <Section id="hamburg-locations" $alt aria-labelledby="hamburg-locations-title">
      <Container>
        <SectionHeading eyebrow={t(copy.eyebrow)} title={t(copy.title)} id="hamburg-locations-title">
          {copy.text && t(copy.text)}
        </SectionHeading>
        <CardGrid>
          {locations.map((location) => (
            <LocationCard key={location.id} location={location} compact />
          ))}
        </CardGrid>
        <Center>
          <ButtonLink to={ROUTES.locations} $variant="secondary">
            {t(copy.link)}
          </ButtonLink>
        </Center>
      </Container>
    </Section>
  );
};
