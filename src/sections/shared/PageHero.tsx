import React, { type ReactNode } from "react";
import styled from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { graphql } from "gatsby";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { Container, Eyebrow } from "../../components/ui/Container";
import { EnquireCallButtons } from "../../components/ui/EnquireCallButtons";
import { Picture, roundFace } from "../../components/ui/Picture";
import { useSiteFacts } from "../../hooks/useSiteFacts";

/** The DJ's portrait (site.yaml → portrait) for a hero: spread in a page query, passed as `portrait`. */
export const query = graphql`
  fragment HeroPortrait on Query {
    heroPortrait: siteYaml {
      portrait {
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 440, aspectRatio: 0.8)
          }
        }
      }
    }
  }
`;

interface Props {
  eyebrow?: string;
  title: string;
  text: string;
  /** Text of the enquiry button. */
  ctaLabel: string;
  /** The face beside the words: small and round beside the eyebrow on a phone, the right half at 1440 px. */
  portrait?: Queries.HeroPortraitFragment;
  children?: ReactNode;
}

/** Hero of landing pages: title, sentence, enquiry button (scrolls to the form) and phone. */
export const PageHero = ({ eyebrow, title, text, ctaLabel, portrait, children }: Props) => {
  const facts = useSiteFacts();
  const data = portrait?.heroPortrait?.portrait;
  const image = data?.image?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined;
  return (
    <Wrapper>
      <Grid className={image ? "with-face" : undefined}>
        {image && (
          <Face
            image={image}
            alt={data!.imageAlt}
            priority
            sizes={`(min-width: ${theme.breakpoints.md}px) 440px, 56px`}
          />
        )}
        {eyebrow && <Eyebrow className="eyebrow">{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        <p className="text">{text}</p>
        <Actions enquireLabel={ctaLabel} phone={facts.phone} phoneE164={facts.phoneE164} />
        {children && <div className="extra">{children}</div>}
      </Grid>
    </Wrapper>
  );
};

const Wrapper = styled.header`
  /* Compact on a phone: the enquiry and call buttons stay in the first view, above the consent banner. */
  padding: ${`${theme.space[5]} 0 ${theme.space[7]}`};
  ${media.md} {
    padding: ${`${theme.space[9]} 0 ${theme.space[8]}`};
  }
  background:
    radial-gradient(ellipse at 85% 10%, rgba(224, 69, 123, 0.28), transparent 55%),
    radial-gradient(ellipse at 0% 100%, ${theme.tint(0.2)}, transparent 50%),
    radial-gradient(ellipse at 50% 50%, rgba(59, 42, 107, 0.45), transparent 70%), ${theme.colors.bg};
  border-bottom: 1px solid ${theme.colors.border};
  h1 {
    max-width: 18ch;
  }
  .text {
    max-width: 40rem;
    font-size: ${theme.fontSizes.md};
    ${media.md} {
      font-size: ${theme.fontSizes.lg};
    }
  }
`;

/** Phone: the portrait a small circle left of the eyebrow; from md on a column of its own on the right. */
const Grid = styled(Container)`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: ${theme.space[4]};
  align-items: center;
  & > * {
    grid-column: 1 / -1;
  }
  &.with-face {
    grid-template-columns: 56px 1fr;
  }
  &.with-face > .eyebrow {
    grid-column: 2;
    margin: 0;
  }
  &.with-face > h1 {
    margin-top: ${theme.space[2]};
  }
  ${media.md} {
    &.with-face {
      grid-template-columns: 1fr minmax(260px, 440px);
      column-gap: ${theme.space[8]};
      align-items: start;
    }
    &.with-face > *,
    &.with-face > .eyebrow {
      grid-column: 1;
    }
    &.with-face > .eyebrow {
      margin-bottom: ${theme.space[2]};
    }
  }
`;

const Face = styled(Picture)`
  &&& {
    grid-column: 1;
    grid-row: 1;
    width: 56px;
    height: 56px;
    ${roundFace}
  }
  ${media.md} {
    &&& {
      grid-column: 2;
      grid-row: 1 / span 5;
      align-self: center;
      width: 100%;
      height: auto;
      aspect-ratio: 4 / 5;
      border-radius: ${theme.radii.lg};
      border-width: 1px;
      border-color: ${theme.colors.border};
    }
  }
`;

const Actions = styled(EnquireCallButtons)`
  margin-top: ${theme.space[5]};
  ${media.md} {
    margin-top: ${theme.space[6]};
  }
`;
