import React, { type ComponentProps } from "react";
import { graphql } from "gatsby";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { PageHero } from "./PageHero";
import { OnThisPage } from "./OnThisPage";

/**
 * The proof a landing page shows (guide, city, occasion, Christmas and regional pages): the testimonials
 * and the landing pages their lead quotes are spread over, the portrait, and the rating the page declares.
 */
export const query = graphql`
  fragment LandingProof on Query {
    ...ReviewsFields
    ...ProofPages
    ...HeroPortrait
    ...ServiceRating
  }
`;

type LandingProofData = Queries.ReviewsFieldsFragment &
  Queries.ProofPagesFragment &
  Queries.HeroPortraitFragment &
  Queries.ServiceRatingFragment;

/*
 * Two small parts rather than one wrapper around the page: each stands where the page had one element,
 * so the React tree keeps its shape and the ids React makes (useId) in the HTML stay as they were.
 */

/** A landing page's hero with the DJ's portrait and the page's declared rating (site.yaml → ratings.service). */
export const LandingHero = ({
  hero,
  proof,
}: {
  /** The hero's words: eyebrow, title, sentence and the enquiry button's text. */
  hero: Pick<ComponentProps<typeof PageHero>, "eyebrow" | "title" | "text" | "ctaLabel">;
  proof: LandingProofData;
}) => <PageHero {...hero} portrait={proof} rating={proof.siteYaml!.ratings.service} />;

/** The jump links under a landing page's proof strip, starting with the lowest price of the page's packages. */
export const LandingJumps = ({
  targets,
  packages,
}: {
  targets: ComponentProps<typeof OnThisPage>["targets"];
  packages: readonly { readonly netPrice: number }[];
}) => (
  <OnThisPage
    targets={targets}
    netPriceFrom={Math.min(...packages.map((p) => p.netPrice))}
    vatRate={useSiteFacts().vatRate}
  />
);
