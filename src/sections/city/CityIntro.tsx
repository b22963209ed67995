import { EnquiryNudge } from "../../components/EnquiryNudge";
import { Gallery } from "../../components/Gallery";
import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { Paragraphs } from "../../components/ui/Paragraphs";
import { Tile } from "../../components/ui/Tile";
import { TileGrid } from "../../components/ui/Grid";
import type { CityContentData } from "../../model/collections";
import { CITY_INTRO_LABELS as L } from "./CityIntro.labels";

/** What the page shows of a city file: the content model's type (src/model/collections/cities.ts), without the head's fields. */
export type CityContent = Omit<CityContentData, "slug" | "metaTitle" | "metaDescription">;

type Headings = Pick<
  Queries.BlocksFieldsFragment["headings"],
  "cityIntroEyebrow" | "cityIntroTitle" | "cityDistance" | "citySpecialtiesTitle"
>;

/** The city's own part of the page: takes the whole city, so a new field of the model needs no new prop here. */
export const CityIntro = ({
  city: { distanceKm, intro, specialties },
  headings,
  photos = [],
}: {
  city: CityContent;
  headings: Headings;
  /** Photos from this city (or others), shown under the introduction. */
  photos?: readonly Queries.GalleryPhotoFragment[];
}) => {
  return (
    <Section aria-labelledby="intro-title">
      <Container>
        <SectionHeading eyebrow={headings.cityIntroEyebrow} title={headings.cityIntroTitle} id="intro-title" />
        {distanceKm != null && (
          <Distance>
            <strong>{L.distance(distanceKm)}</strong>
            {` ${headings.cityDistance}`}
          </Distance>
        )}
        <Text>
          <Paragraphs text={intro} />
        </Text>
        <Gallery photos={photos} />
        <EnquiryNudge />
        <h3>{headings.citySpecialtiesTitle}</h3>
        <TileGrid>
          {specialties.map((s) => (
            <Tile key={s.title} title={s.title} text={s.text} headingLevel={4} fold />
          ))}
        </TileGrid>
        <EnquiryNudge />
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
