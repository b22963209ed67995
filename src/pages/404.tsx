import React, { useEffect, useRef } from "react";
import { navigate, type PageProps } from "gatsby";
import { Helmet } from "react-helmet";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Container } from "../components/ui/Container";
import { ButtonLink } from "../components/Button";
import { usePageMeta } from "../hooks/usePageMeta";
import { BLOG_REDIRECT_SCRIPT, redirectTargetFor } from "../lib/not-found";

const NotFoundPage = ({ location }: PageProps) => {
  const meta = usePageMeta("notFound");
  const redirect = redirectTargetFor(location.pathname);
  const logged = useRef(false);

  useEffect(() => {
    if (redirect) {
      navigate(redirect, { replace: true });
    } else if (!logged.current) {
      logged.current = true;
      console.warn(`404 – Seite nicht gefunden: ${location.pathname}`);
    }
  }, [redirect, location.pathname]);

  return (
    <Layout pathname={location.pathname}>
      <Seo {...meta} path="/404" noindex />
      <Helmet>
        <script>{BLOG_REDIRECT_SCRIPT}</script>
      </Helmet>
      {!redirect && (
        <Wrapper>
          <Container>
            <Code aria-hidden="true">404</Code>
            <h1>Oops! Page not found</h1>
            <p>Die Seite, die Sie suchen, gibt es leider nicht (mehr). Vielleicht hilft Ihnen ein Blick auf die Startseite weiter.</p>
            <ButtonLink to="/">Zur Startseite</ButtonLink>
          </Container>
        </Wrapper>
      )}
    </Layout>
  );
};

export default NotFoundPage;

const Wrapper = styled.section`
  padding: ${`${theme.space[9]} 0`};
  text-align: center;
  h1 {
    font-size: ${theme.fontSizes.xxl};
  }
  p {
    color: ${theme.colors.muted};
    max-width: 36rem;
    margin: 0 auto ${theme.space[6]};
  }
`;

const Code = styled.p`
  font-family: ${theme.fonts.display};
  font-size: clamp(6rem, 20vw, 10rem);
  line-height: 1;
  color: ${theme.colors.accent};
  margin: 0;
`;
