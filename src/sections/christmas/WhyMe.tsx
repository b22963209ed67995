import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../../components/ui/Picture";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { Tile } from "../../components/ui/Tile";
import { TileGrid } from "../../components/ui/Grid";
import { AsideGrid } from "../../components/ui/AsideGrid";

interface Props {
  eyebrow: string;
  title: string;
  items: readonly { title: string; text: string }[];
  quote: string;
  author: string;
  portrait?: IGatsbyImageData;
  portraitAlt: string;
}

export const WhyMe = ({ eyebrow, title, items, quote, author, portrait, portraitAlt }: Props) => (
  <Section $alt aria-labelledby="warum-title">
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} id="warum-title" />
      <AsideGrid>
        <TileGrid>
          {items.map((item) => (
            <Tile key={item.title} title={item.title} text={item.text} fold />
          ))}
        </TileGrid>
        <Aside>
          {portrait && <Picture image={portrait} alt={portraitAlt} />}
          <figure>
            <blockquote>
              <p>„{quote}“</p>
            </blockquote>
            <figcaption>– {author}</figcaption>
          </figure>
        </Aside>
      </AsideGrid>
    </Container>
  </Section>
);

const Aside = styled.aside`
  picture {
    border-radius: ${theme.radii.lg};
  }
  figure {
    margin: ${theme.space[5]} 0 0;
  }
  blockquote {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    font-style: italic;
  }
  figcaption {
    color: ${theme.colors.accent};
    font-weight: 700;
  }
`;
