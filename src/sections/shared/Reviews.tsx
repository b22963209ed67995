import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { wrapRow } from "../../styles/wrap-row";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { Stars } from "../../components/ui/Stars";
import { Card } from "../../components/ui/Card";
import { Grid } from "../../components/ui/Grid";
import { ButtonAnchor } from "../../components/Button";
import { hasReviewFrom, fittingFirst, reviewPlace, REVIEWS_SHOWN } from "../../lib/reviews";
import { formatGermanMonth } from "../../model/german-month";
import { profileName } from "../../lib/rating-profile";
import { NewTabNote } from "../../components/ui/NewTabNote";
import { REVIEWS_LABELS as R } from "./Reviews.labels";

/**
 * Testimonials from content/testimonials, where they come from and how they are checked (§ 5b Abs. 3
 * UWG), plus the link to the external reviews page. A city page names its city in the heading only
 * when a testimonial shown here visibly comes from there.
 */
export const query = graphql`
  fragment ReviewsFields on Query {
    allTestimonialsYaml {
      nodes {
        id
        name
        event
        occasion
        month
        place
        city
        region
        text
        rating
      }
    }
    siteYaml {
      reviewsUrl
      reviewSites {
        name
        url
      }
    }
  }
  # The review profile's figure the page declares in its structured data and shows beside the reviews.
  fragment ServiceRating on Query {
    siteYaml {
      ratings {
        service {
          value
          count
          profileUrl
        }
      }
    }
  }
  fragment ReviewHeadings on BlockHeadings {
    reviewsEyebrow
    reviewsTitle
    reviewsLink
    reviewsNote
  }
`;

interface Props {
  id?: string;
  reviews: Queries.ReviewsFieldsFragment;
  headings: Queries.ReviewHeadingsFragment;
  /** The page's place, and the heading naming it ("… auch aus Kiel", from the place's blocks). */
  city?: string;
  cityTitle?: string;
  /** An occasion's key ("hochzeit"): its reviews come first, then those from `city`. */
  occasion?: string;
  /** The rating the page declares in its structured data (site.yaml → ratings), shown here with its profile. */
  rating?: { readonly value: number; readonly count: number; readonly profileUrl: string };
}

export const Reviews = ({ id, reviews, headings, city, cityTitle, occasion, rating }: Props) => {
  const profile = rating && profileName(rating.profileUrl, reviews.siteYaml?.reviewSites ?? []);
  const { allTestimonialsYaml } = reviews;
  const shown = fittingFirst(allTestimonialsYaml.nodes, { occasion, place: city }).slice(0, REVIEWS_SHOWN);
  const reviewsUrl = reviews.siteYaml?.reviewsUrl ?? "";
  return (
    <Section id={id} aria-labelledby={`${id ?? "reviews"}-title`}>
      <Container>
        <SectionHeading
          eyebrow={headings.reviewsEyebrow}
          title={cityTitle && hasReviewFrom(allTestimonialsYaml.nodes, city) ? cityTitle : headings.reviewsTitle}
          id={`${id ?? "reviews"}-title`}
        />
        {rating && profile && (
          <Figure data-testid="rating">
            <RatingFigures rating={rating} profile={profile} />
          </Figure>
        )}
        <Grid $swipe>
          {shown.map((t) => (
            <Quote key={t.id} as="figure" data-testid="review">
              <Stars rating={t.rating} />
              <blockquote>
                <p>„{t.text}“</p>
              </blockquote>
              <figcaption>
                <strong>{t.name}</strong>
                <span>{[t.event, formatGermanMonth(t.month), reviewPlace(t)].filter(Boolean).join(" · ")}</span>
              </figcaption>
            </Quote>
          ))}
        </Grid>
        <Note>{headings.reviewsNote}</Note>
        <More>
          <ButtonAnchor href={reviewsUrl} target="_blank" rel="noopener noreferrer" $variant="secondary">
            {headings.reviewsLink}
            <NewTabNote />
          </ButtonAnchor>
        </More>
      </Container>
    </Section>
  );
};

const Figure = styled.p`
  ${wrapRow}
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[5]};
  color: ${theme.colors.muted};
  strong {
    color: ${theme.colors.text};
  }
`;

const Quote = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  blockquote {
    margin: 0;
    flex: 1;
  }
  blockquote p {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  figcaption {
    display: grid;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  figcaption strong {
    color: ${theme.colors.text};
  }
`;

const More = styled.div`
  margin-top: ${theme.space[6]};
  text-align: center;
`;

const Note = styled.p`
  max-width: 46rem;
  margin: ${theme.space[5]} auto 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
  text-align: center;
`;

/** Stars, the figure and the count linked to the profile they are counted on (reviews block, proof strip). */
export const RatingFigures = ({
  rating,
  profile,
}: {
  rating: { value: number; count: number; profileUrl: string };
  profile: string;
}) => (
  <>
    <span aria-hidden="true">
      <Stars rating={Math.round(rating.value)} />
    </span>
    <span>
      <strong>{R.value(rating.value)}</strong> ·{" "}
      <a href={rating.profileUrl} target="_blank" rel="noopener noreferrer">
        {R.count(rating.count, profile)}
        <NewTabNote />
      </a>
    </span>
  </>
);
