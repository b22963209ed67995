import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { Paragraphs } from "../../components/ui/Paragraphs";
import { Tile } from "../../components/ui/Tile";
import { TileGrid } from "../../components/ui/Grid";
import type { CityContent } from "./CityPage";
import { CITY_INTRO_LABELS as L } from "./CityIntro.labels";
import { useBlocks } from "../../hooks/useBlocks";
import { useText } from "../../hooks/useText";

/** The city's own part of the page: takes the whole city, so a new field of the model needs no new prop here. */
export const CityIntro = ({ city: { name, distanceKm, intro, specialties } }: { city: CityContent }) => {
  const { headings } = useBlocks();
  const t = useText();
  return (
    <Section aria-labelledby="intro-title">
      <Container>
        <SectionHeading
          eyebrow={headings.cityIntroEyebrow}
          title={t(headings.cityIntroTitle, { city: name })}
          id="intro-title"
        />
        {distanceKm != null && (
          <Distance>
            <strong>{L.distance(distanceKm)}</strong>
            {` ${t(headings.cityDistance)}`}
          </Distance>
        )}
        <Text>
          <Paragraphs text={intro} />
        </Text>
        <h3>{t(headings.citySpecialtiesTitle, { city: name })}</h3>
        <TileGrid>
          {specialties.map((s) => (
            <Tile key={s.title} title={s.title} text={s.text} headingLevel={4} />
          ))}
        </TileGrid>
      </Container>
    </Section>
  );
};

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
