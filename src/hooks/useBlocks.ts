import { graphql, useStaticQuery } from "gatsby";

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
          cityIntroEyebrow
          cityIntroTitle
          cityDistance
          citySpecialtiesTitle
          selectionEyebrow
          reasonsEyebrow
          pricingEyebrow
          reviewsEyebrow
          reviewsTitle
          reviewsTitleCity
          reviewsLink
          reviewsNote
        }
      }
    }
  `);
  if (!blocksYaml) throw new Error("content/blocks/blocks.yaml fehlt");
  return blocksYaml;
}
