import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { Paragraphs } from "../../components/ui/Paragraphs";
import { Tile } from "../../components/ui/Tile";
import { TileGrid } from "../../components/ui/Grid";

import type { CityContent } from "./CityPage";

/** The city's own part of the page: takes the whole city, so a new field of the model needs no new prop here. */
export const CityIntro = ({ city: { name, distanceKm, intro, specialties } }: { city: CityContent }) => (
  <Section aria-labelledby="intro-title">
    <Container>
      <SectionHeading eyebrow="Vor Ort" title={`Ihr Event-DJ für ${name}`} id="intro-title" />
      {distanceKm != null && (
        <Distance>
          <strong>ca. {distanceKm} km</strong> von Hamburg · Anfahrt inklusive
        </Distance>
      )}
      <Text>
        <Paragraphs text={intro} />
      </Text>
      <h3>Das Besondere an Events in {name}</h3>
      <TileGrid>
        {specialties.map((s) => (
          <Tile key={s.title} title={s.title} text={s.text} headingLevel={4} />
        ))}
      </TileGrid>
    </Container>
  </Section>
);

const Distance = styled.p`
  display: inline-block;
  padding: ${`${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.pill};
  strong {
    color: ${theme.colors.accent};
  }
`;

const Text = styled.div`
  max-width: 46rem;
  margin-bottom: ${theme.space[7]};
  color: ${theme.colors.muted};
`;
