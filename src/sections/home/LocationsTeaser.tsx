import React from "react";
import { Center, Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { LocationCard, type LocationCardData } from "../../components/LocationCard";
import { CardGrid } from "../../components/ui/Grid";
import { ButtonLink } from "../../components/Button";
import { ROUTES } from "../../../gatsby/routes";

export const LocationsTeaser = ({ locations }: { locations: readonly LocationCardData[] }) => (
  <Section id="hamburg-locations" $alt aria-labelledby="hamburg-locations-title">
    <Container>
      <SectionHeading eyebrow="Locations" title="Event-Locations in Hamburg und Umgebung" id="hamburg-locations-title">
        Vom Schloss bis zum Elbstrand: An diesen Orten kenne ich Technik, Wege und Ansprechpartner – das spart Ihnen Abstimmung.
      </SectionHeading>
      <CardGrid>
        {locations.map((location) => (
          <LocationCard key={location.id} location={location} compact />
        ))}
      </CardGrid>
      <Center>
        <ButtonLink to={ROUTES.locations} $variant="secondary">
          Alle Locations ansehen
        </ButtonLink>
      </Center>
    </Container>
  </Section>
);
