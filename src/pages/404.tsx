import { required } from "../lib/required";
import React, { useEffect, useRef } from "react";
import { graphql, navigate, type PageProps } from "gatsby";
import { Helmet } from "react-helmet";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Container } from "../components/ui/Container";
import { ButtonLink } from "../components/Button";
import { BLOG_REDIRECT_SCRIPT, redirectTargetFor } from "../lib/not-found";
import { NOT_FOUND_TITLE, notFoundLog } from "../components/NotFound.labels";

/** The status code the page shows in large type (decoration: the heading says it in words). */
const STATUS = 404;

const NotFoundPage = ({ location, data }: PageProps<Queries.NotFoundPageQuery>) => {
  const meta = required(data.seoYaml, "content/seo/seo.yaml").notFound;
  const copy = data.textsYaml?.notFound;
  const redirect = redirectTargetFor(location.pathname);
  const logged = useRef(false);

  useEffect(() => {
    if (redirect) {
      navigate(redirect, { replace: true });
    } else if (!logged.current) {
      logged.current = true;
      console.warn(notFoundLog(location.pathname));
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
            <Code aria-hidden="true">{STATUS}</Code>
            <h1>{NOT_FOUND_TITLE}</h1>
            {copy && <p>{copy.text}</p>}
            {copy && <ButtonLink to="/">{copy.home}</ButtonLink>}
          </Container>
        </Wrapper>
      )}
    </Layout>
  );
};

export default NotFoundPage;

export const query = graphql`
  query NotFoundPage {
    seoYaml {
      notFound {
        ...PageMetaFields
      }
    }
    textsYaml {
      notFound {
        text
        home
      }
    }
  }
`;

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
