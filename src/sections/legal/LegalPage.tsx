import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Layout } from "../../components/Layout";
import { Seo } from "../../components/Seo";
import { PageHeader } from "../../components/PageHeader";
import { Container, Section } from "../../components/ui/Container";
import { Prose } from "../../components/ui/Prose";
import { ButtonLink } from "../../components/Button";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { LegalSections, type LegalProviderData, type LegalProviderLabels, type LegalSectionData } from "./LegalText";

interface Props {
  pathname: string;
  path: string;
  /** Title, description and keywords of the page (content/seo/seo.yaml, PageMetaFields). */
  meta: Queries.PageMetaFieldsFragment;
  /** From content/legal/legal.yaml (the page's query). */
  eyebrow: string;
  backLink: string;
  page: {
    readonly title: string;
    readonly sections: readonly LegalSectionData[];
    /** Privacy policy only: the recipients of visitors' data and the terms of their entries. */
    readonly providers?: readonly LegalProviderData[] | null;
    readonly providerLabels?: LegalProviderLabels | null;
  };
}

/** Frame of the legal pages: header, the text, and a way back to the start page. */
export const LegalPage = ({ pathname, path, meta, eyebrow, backLink, page }: Props) => {
  const facts = useSiteFacts();
  return (
    <Layout pathname={pathname}>
      <Seo {...meta} path={path} />
      <PageHeader eyebrow={eyebrow} title={page.title} />
      <Section>
        <Container>
          <Back to="/" $variant="ghost">
            {backLink}
          </Back>
          <Prose>
            <LegalSections
              sections={page.sections}
              providers={page.providers}
              providerLabels={page.providerLabels}
              facts={facts}
            />
          </Prose>
          <Back to="/" $variant="ghost">
            {backLink}
          </Back>
        </Container>
      </Section>
    </Layout>
  );
};

const Back = styled(ButtonLink)`
  margin: ${theme.space[4]} 0 ${theme.space[6]};
`;
