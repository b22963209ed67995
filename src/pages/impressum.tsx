import type { ComponentType } from "react";
import { graphql, type PageProps } from "gatsby";
import { legalPage } from "../sections/shared/LegalPages";

/** The imprint (legal.yaml → imprint). */
export default legalPage("imprint", "/impressum") satisfies ComponentType<PageProps<Queries.ImpressumPageQuery>>;

export const query = graphql`
  query ImpressumPage {
    seoYaml {
      imprint {
        ...PageMetaFields
      }
    }
    legalYaml {
      eyebrow
      backLink
      imprint {
        title
        sections {
          ...LegalSectionFields
        }
      }
    }
  }
`;
