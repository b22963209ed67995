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
import type { SiteFacts } from "../../lib/site-facts";

interface Props {
  pathname: string;
  path: string;
  pageKey: PageKey;
  title: string;
  Content: (props: { facts: SiteFacts }) => JSX.Element;
}

/** Frame of the legal pages: header, the text, and a way back to the start page. */
export const LegalPage = ({ pathname, path, pageKey, title, Content }: Props) => {
  const facts = useSiteFacts();
  const meta = usePageMeta(pageKey);
  return (
    <Layout pathname={pathname}>
      <Seo {...meta} path={path} />
      <PageHeader eyebrow="Rechtliches" title={title} />
      <Section>
        <Container>
          <Back to="/" $variant="ghost">
            ← Zurück zur Startseite
          </Back>
          <Prose>
            <Content facts={facts} />
          </Prose>
          <Back to="/" $variant="ghost">
            ← Zurück zur Startseite
          </Back>
        </Container>
      </Section>
    </Layout>
  );
};

const Back = styled(ButtonLink)`
  margin: ${theme.space[4]} 0 ${theme.space[6]};
`;
