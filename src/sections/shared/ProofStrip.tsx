import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Container } from "../../components/ui/Container";
import { assignLeadQuotes, landingPages } from "../../lib/lead-quote";
import { reviewPlace } from "../../lib/reviews";
import { formatGermanMonth } from "../../model/german-month";
import { PROOF_STRIP_LABELS as L } from "./ProofStrip.labels";

/** The landing pages the quotes are spread over (aliased: a page query may ask for these lists otherwise). */
export const query = graphql`
  fragment ProofPages on Query {
    proofCities: allCitiesYaml {
      nodes {
        slug
        name
      }
    }
    proofChristmas: allChristmasYaml {
      nodes {
        city
      }
    }
    proofOccasions: allOccasionsYaml {
      nodes {
        slug
        occasion
      }
    }
    proofRegion: regionalYaml {
      region
    }
    proofSite: siteYaml {
      city
    }
  }
`;

interface Props {
  /** The page's path: which quote leads here is decided for all landing pages together. */
  path: string;
  reviews: Queries.ReviewsFieldsFragment;
  pages: Queries.ProofPagesFragment;
}

/**
 * Right under the hero of every landing page (issue 40): one customer's words chosen for this page
 * (src/lib/lead-quote.ts). The page's rating sits in the hero itself (PageHero), in the first view.
 */
export const ProofStrip = ({ path, reviews, pages }: Props) => {
  // The CMS preview renders a page with the edited file only: lists it lacks count as empty.
  const quotes = reviews.allTestimonialsYaml?.nodes ?? [];
  const chosen = assignLeadQuotes(
    quotes,
    landingPages({
      homeCity: pages.proofSite?.city ?? "",
      region: pages.proofRegion?.region,
      cities: pages.proofCities?.nodes ?? [],
      christmasCities: (pages.proofChristmas?.nodes ?? []).map((c) => c.city),
      occasions: pages.proofOccasions?.nodes ?? [],
    }),
  ).get(path);
  const quote = chosen === undefined ? undefined : quotes[chosen];
  return (
    <Strip aria-label={L.region} data-testid="proof-strip">
      <Inner>
        {quote && (
          <Quote data-testid="proof-quote" aria-label={L.quoteOf(quote.name)}>
            <blockquote>
              <p>„{quote.text}“</p>
            </blockquote>
            <figcaption>
              <strong>{quote.name}</strong> ·{" "}
              {[quote.event, formatGermanMonth(quote.month), reviewPlace(quote)].filter(Boolean).join(" · ")}
            </figcaption>
          </Quote>
        )}
      </Inner>
    </Strip>
  );
};

const Strip = styled.section`
  padding: ${theme.space[4]} 0;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled(Container)``;

const Quote = styled.figure`
  margin: 0;
  blockquote {
    margin: 0;
  }
  blockquote p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    font-style: italic;
  }
  figcaption {
    margin-top: ${theme.space[1]};
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.muted};
  }
  figcaption strong {
    color: ${theme.colors.text};
  }
`;
