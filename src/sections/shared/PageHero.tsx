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
import { profileName } from "../../lib/rating-profile";
import { RatingFigures } from "./Reviews";

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
  /** The face beside the words: a 96 px circle beside the eyebrow on a phone, the right half at 1440 px. */
  portrait?: Queries.HeroPortraitFragment;
  /** The rating the page declares (site.yaml → ratings), shown under the eyebrow with its profile link. */
  rating?: ShownRating;
  children?: ReactNode;
}

type ShownRating = { readonly value: number; readonly count: number; readonly profileUrl: string };

/** Stars, score and count with the profile link – only with a profile to link (§ 5b Abs. 3 UWG). */
export const HeroRating = ({ rating, className }: { rating: ShownRating; className?: string }) => {
  const facts = useSiteFacts();
  const profile = profileName(rating.profileUrl, facts.reviewSites ?? []);
  if (!profile) return null;
  return (
    <Rating className={className} data-testid="proof-rating">
      <RatingFigures rating={rating} profile={profile} />
    </Rating>
  );
};

/** Hero of landing pages: title, sentence, enquiry button (scrolls to the form) and phone. */
export const PageHero = ({ eyebrow, title, text, ctaLabel, portrait, rating, children }: Props) => {
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
            face
            sizes={`(min-width: ${theme.breakpoints.md}px) 440px, 96px`}
          />
        )}
        {eyebrow && <Eyebrow className="eyebrow">{eyebrow}</Eyebrow>}
        {rating && <HeroRating rating={rating} className="rating" />}
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
  padding: ${`${theme.space[5]} 0 ${theme.space[6]}`};
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
  /* On a phone the buttons come right after the heading, the sentence below them: call and enquiry
     stay in the first view above the consent banner, however long the page's sentence is. */
  .text {
    order: 2;
    max-width: 40rem;
    margin: ${theme.space[4]} 0 0;
    font-size: ${theme.fontSizes.md};
    ${media.md} {
      order: 0;
      margin: ${`0 0 ${theme.space[4]}`};
      font-size: ${theme.fontSizes.lg};
    }
  }
  .extra {
    order: 3;
    ${media.md} {
      order: 0;
    }
  }
`;

/**
 * Phone: the portrait a 96 px circle left of the eyebrow and the rating – the face and the proof in
 * the first view, above the consent banner; from md on the portrait is a column of its own on the right.
 */
const Grid = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${theme.space[4]};
  align-items: center;
  & > * {
    grid-column: 1 / -1;
  }
  &.with-face {
    grid-template-columns: 96px minmax(0, 1fr);
  }
  &.with-face > .eyebrow,
  &.with-face > .rating {
    grid-column: 2;
    margin: 0;
  }
  &.with-face > .eyebrow {
    align-self: end;
    overflow-wrap: anywhere;
  }
  &.with-face > .rating {
    grid-row: 2;
    align-self: start;
    margin-top: ${theme.space[1]};
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
    &.with-face > .eyebrow,
    &.with-face > .rating {
      grid-column: 1;
      grid-row: auto;
    }
    &.with-face > .eyebrow {
      margin-bottom: ${theme.space[2]};
    }
  }
`;

const Face = styled(Picture)`
  &&& {
    grid-column: 1;
    grid-row: 1 / span 2;
    width: 96px;
    height: 96px;
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

const Rating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${`0 ${theme.space[2]}`};
  font-size: ${theme.fontSizes.xs};
  line-height: 1.35;
  ${media.sm} {
    font-size: ${theme.fontSizes.sm};
  }
  color: ${theme.colors.muted};
  strong {
    color: ${theme.colors.text};
  }
  a {
    color: ${theme.colors.accent};
  }
  ${media.md} {
    margin: 0 0 ${theme.space[2]};
  }
`;

const Actions = styled(EnquireCallButtons)`
  margin-top: ${theme.space[4]};
  ${media.md} {
    margin-top: ${theme.space[6]};
  }
`;
