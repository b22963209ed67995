import React from "react";
import { graphql, type PageProps } from "gatsby";
import { LegalPage } from "../sections/legal/LegalPage";
import { required } from "../lib/required";

const DatenschutzPage = ({ location, data }: PageProps<Queries.DatenschutzPageQuery>) => {
  const legal = required(data.legalYaml, "content/legal/legal.yaml");
  return (
    <LegalPage
      pathname={location.pathname}
      path="/datenschutz"
      meta={required(data.seoYaml, "content/seo/seo.yaml").privacy}
      eyebrow={legal.eyebrow}
      backLink={legal.backLink}
      page={legal.privacy}
    />
  );
};

export default DatenschutzPage;

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
