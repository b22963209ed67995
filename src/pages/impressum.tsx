import React from "react";
import { graphql, type PageProps } from "gatsby";
import { LegalPage } from "../sections/legal/LegalPage";

const ImpressumPage = ({ location, data }: PageProps<Queries.ImpressumPageQuery>) => {
  const legal = data.legalYaml;
  if (!legal) throw new Error("content/legal/legal.yaml fehlt");
  return (
    <LegalPage
      pathname={location.pathname}
      path="/impressum"
      pageKey="imprint"
      eyebrow={legal.eyebrow}
      backLink={legal.backLink}
      page={legal.imprint}
    />
  );
};

export default ImpressumPage;

export const query = graphql`
  query ImpressumPage {
    legalYaml {
      eyebrow
      backLink
      imprint {
        title
        sections {
          heading
          minor
          text
          address
          providers
          onlyWith
        }
      }
    }
  }
`;
