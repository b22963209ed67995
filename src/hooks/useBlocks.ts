import { graphql, useStaticQuery } from "gatsby";
import { required } from "../lib/required";

/** Shared block texts from content/blocks/blocks.yaml. */
export function useBlocks() {
  const { blocksYaml } = useStaticQuery<Queries.BlocksQuery>(graphql`
    query Blocks {
      blocksYaml {
        selectionCriteria {
          title
          intro
          items {
            title
            text
          }
        }
        reasons {
          title
          items {
            title
            text
          }
          stats {
            value
            label
          }
        }
        cta {
          title
          text
        }
        headings {
          cityHeroEyebrow
          cityHeroCta
          cityIntroEyebrow
          cityIntroTitle
          cityDistance
          citySpecialtiesTitle
          cityPricingTitle
          cityPricingCta
          cityFaqTitle
          selectionEyebrow
          reasonsEyebrow
          pricingEyebrow
          reviewsEyebrow
          reviewsTitle
          reviewsTitleCity
          reviewsLink
          reviewsNote
          faqEyebrow
          ctaButton
        }
      }
    }
  `);
  return required(blocksYaml, "content/blocks/blocks.yaml");
}
