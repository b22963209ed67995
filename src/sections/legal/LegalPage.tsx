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
import { usePageMeta, type PageKey } from "../../hooks/usePageMeta";
import { useText } from "../../hooks/useText";
import { LegalSections, type LegalProviderData, type LegalProviderLabels, type LegalSectionData } from "./LegalText";

interface Props {
  pathname: string;
  path: string;
  pageKey: PageKey;
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
export const LegalPage = ({ pathname, path, pageKey, eyebrow, backLink, page }: Props) => {
  const facts = useSiteFacts();
  const meta = usePageMeta(pageKey);
  const t = useText();
  return (
    <Layout pathname={pathname}>
      <Seo {...meta} path={path} />
      <PageHeader eyebrow={t(eyebrow)} title={t(page.title)} />
      <Section>
        <Container>
          <Back to="/" $variant="ghost">
            {t(backLink)}
          </Back>
          <Prose>
            <LegalSections
              sections={page.sections}
              providers={page.providers}
              providerLabels={page.providerLabels}
              facts={facts}
              fill={(text) => t(text)}
            />
          </Prose>
          <Back to="/" $variant="ghost">
            {t(backLink)}
          </Back>
        </Container>
      </Section>
    </Layout>
  );
};

const Back = styled(ButtonLink)`
  margin: ${theme.space[4]} 0 ${theme.space[6]};
`;
