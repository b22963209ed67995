import { Gallery } from "../../components/Gallery";
import { ExternalMedia } from "../../components/ExternalMedia";
import React from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../../components/ui/Picture";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { media } from "../../styles/media";
import { Paragraphs } from "../../components/ui/Paragraphs";
import { PillList } from "../../components/ui/Badge";
import { Stats } from "../../components/ui/Stats";

interface Props {
  /** The showreel (site.yaml → media), under the photos. */
  showreel?: Queries.MediaItemFieldsFragment | null;
  /** Photos of celebrations, under the stats. */
  photos?: readonly Queries.GalleryPhotoFragment[];
  copy: Queries.HomeAboutCopyFragment;
  image: IGatsbyImageData;
  imageAlt: string;
  genres: readonly string[];
  yearsExperience: number;
  events: number;
  title: string;
  text: string;
}

export const query = graphql`
  fragment HomeAboutCopy on HomeAboutTexts {
    eyebrow
    genresTitle
    yearsLabel
    eventsLabel
  }
`;

export const About = ({
  showreel,
  photos = [],
  copy,
  image,
  imageAlt,
  genres,
  yearsExperience,
  events,
  title,
  text,
}: Props) => {
  return (
    <Section id="ueber-mich" aria-labelledby="ueber-mich-title">
      <Container>
        <Grid>
          <Portrait image={image} alt={imageAlt} />
          <div>
            <SectionHeading eyebrow={copy.eyebrow} title={title} id="ueber-mich-title" />
            <Paragraphs text={text} />
            <h3>{copy.genresTitle}</h3>
            <Tags>
              {genres.map((genre) => (
                <li key={genre}>{genre}</li>
              ))}
            </Tags>
            <Stats
              items={[
                { label: copy.yearsLabel, value: `${yearsExperience}+` },
                { label: copy.eventsLabel, value: `${events}+` },
              ]}
            />
          </div>
        </Grid>
        <Gallery photos={photos} />
        {showreel && <ExternalMedia media={showreel} />}
      </Container>
    </Section>
  );
};

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  align-items: center;
  ${media.md} {
    grid-template-columns: 2fr 3fr;
  }
`;

const Portrait = styled(Picture)`
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.glow};
`;

const Tags = styled(PillList)`
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[6]};
  li {
    padding: ${`${theme.space[1]} ${theme.space[4]}`};
    color: ${theme.colors.text};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
`;
