import React from "react";
import { graphql, type PageProps } from "gatsby";
import { LegalPage } from "../sections/legal/LegalPage";
import { required } from "../lib/required";

const ImpressumPage = ({ location, data }: PageProps<Queries.ImpressumPageQuery>) => {
  const legal = required(data.legalYaml, "content/legal/legal.yaml");
  return (
    <LegalPage
      pathname={location.pathname}
      path="/impressum"
      meta={required(data.seoYaml, "content/seo/seo.yaml").imprint}
      eyebrow={legal.eyebrow}
      backLink={legal.backLink}
      page={legal.imprint}
    />
  );
};

export default ImpressumPage;

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
