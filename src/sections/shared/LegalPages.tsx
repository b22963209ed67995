import React, { type ComponentProps } from "react";
import type { PageProps } from "gatsby";
import { LegalPage } from "../legal/LegalPage";
import { required } from "../../lib/required";

/** Which text of content/legal/legal.yaml a page shows, under the same key as its meta in content/seo/seo.yaml. */
type LegalKey = "imprint" | "privacy";

/** What the page query of /impressum or /datenschutz selects: the page's meta and its legal text. */
type LegalPageData<K extends LegalKey> = {
  readonly seoYaml: { readonly [key in K]: Queries.PageMetaFieldsFragment } | null;
  readonly legalYaml:
    | ({ readonly eyebrow: string; readonly backLink: string } & {
        readonly [key in K]: ComponentProps<typeof LegalPage>["page"];
      })
    | null;
};

/** The page component of Impressum or Datenschutzerklärung: both differ only in their key and path. */
export const legalPage = <K extends LegalKey>(key: K, path: string) => {
  const Page = ({ location, data }: PageProps<LegalPageData<K>>) => {
    const legal = required(data.legalYaml, "content/legal/legal.yaml");
    return (
      <LegalPage
        pathname={location.pathname}
        path={path}
        meta={required(data.seoYaml, "content/seo/seo.yaml")[key]}
        eyebrow={legal.eyebrow}
        backLink={legal.backLink}
        page={legal[key]}
      />
    );
  };
  return Page;
};
