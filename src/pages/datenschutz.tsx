import type { ComponentType } from "react";
import { graphql, type PageProps } from "gatsby";
import { legalPage } from "../sections/shared/LegalPages";

/** The privacy policy (legal.yaml → privacy), with the providers that receive visitors' data. */
export default legalPage("privacy", "/datenschutz") satisfies ComponentType<PageProps<Queries.DatenschutzPageQuery>>;

export const query = graphql`
  query DatenschutzPage {
    seoYaml {
      privacy {
        ...PageMetaFields
      }
    }
    legalYaml {
      eyebrow
      backLink
      privacy {
        title
        sections {
          ...LegalSectionFields
        }
        providers {
          ...LegalProviderFields
        }
        providerLabels {
          ...LegalProviderLabelsFields
        }
      }
    }
  }
`;
