import React, { useEffect } from "react";
import { graphql, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { PriorityImage } from "../components/PriorityImage";
import styled from "styled-components";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Container, Section } from "../components/Container";
import { Prose } from "../components/Prose";
import { Badge, BlogCard, CardGrid, Meta } from "../components/BlogCard";
import { ShareButtons } from "../components/ShareButtons";
import { SectionHeading } from "../components/SectionHeading";
import { ButtonLink } from "../components/Button";
import { article, breadcrumb } from "../lib/json-ld";
import { formatReadTime } from "../lib/dates";
import { absoluteUrl } from "../lib/urls";
import { blogPostPath, ROUTES } from "../../gatsby/routes";

const BlogPostTemplate = ({ data, location }: PageProps<Queries.BlogPostQuery>) => {
  const post = data.markdownRemark!;
  const fm = post.frontmatter;
  const siteUrl = useSiteUrl();
  const path = blogPostPath(fm.slug);
  const image = getImage(fm.image.childImageSharp);
  const ogImage = fm.image.og?.resize?.src ?? undefined;

  // Client navigation between two articles keeps the template mounted: start at the top again.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [fm.slug]);

  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={fm.title.length > 45 ? fm.title : `${fm.title} | Event DJ Hamburg`}
        description={fm.excerpt}
        path={path}
        type="article"
        keywords={fm.tags.join(", ")}
        image={ogImage}
        jsonLd={[
          article(siteUrl, { title: fm.title, excerpt: fm.excerpt, path, image: ogImage ?? "/og-image.jpg", publishedAt: fm.publishedAt, author: fm.author, publisher: data.siteYaml!.businessName }),
          breadcrumb(siteUrl, [{ name: "Start", path: "/" }, { name: "Blog", path: ROUTES.blog }, { name: fm.title, path }]),
        ]}
      />
      <Article>
        <Container>
          <Head>
            <Meta>
              <Badge>{fm.category}</Badge>
              <time dateTime={fm.publishedAt}>{fm.date}</time>
              <span>von {fm.author}</span>
              <span>{formatReadTime(fm.readTime)}</span>
            </Meta>
            <h1>{fm.title}</h1>
            <ShareButtons title={fm.title} excerpt={fm.excerpt} url={absoluteUrl(siteUrl, path)} />
          </Head>
          {image && <Figure image={image} alt={fm.imageAlt} sizes="(min-width: 1150px) 1100px, calc(100vw - 48px)" />}
          <Prose>
            <Excerpt>{fm.excerpt}</Excerpt>
            <div dangerouslySetInnerHTML={{ __html: post.html ?? "" }} />
          </Prose>
          {fm.tags.length > 0 && (
            <Tags role="list" aria-label="Schlagwörter">
              {fm.tags.map((tag) => <li key={tag}>#{tag}</li>)}
            </Tags>
          )}
          <ButtonLink to={ROUTES.blog} $variant="ghost">← Alle Artikel</ButtonLink>
        </Container>
      </Article>
      {post.related.length > 0 && (
        <Section $alt aria-labelledby="related-title">
          <Container>
            <SectionHeading eyebrow="Weiterlesen" title="Ähnliche Artikel" id="related-title" />
            <CardGrid>
              {post.related.map((r) => <BlogCard key={r.frontmatter.slug} post={r.frontmatter} />)}
            </CardGrid>
          </Container>
        </Section>
      )}
    </Layout>
  );
};

export default BlogPostTemplate;

export const query = graphql`
  query BlogPost($id: String!) {
    siteYaml { businessName }
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        slug title excerpt author date readTime category imageAlt tags
        publishedAt
        image {
          childImageSharp { gatsbyImageData(width: 1100, aspectRatio: 1.7778, quality: 65) }
          og: childImageSharp { resize(width: 1200, height: 630, cropFocus: CENTER) { src } }
        }
      }
      related { ...BlogCardFields }
    }
  }
`;

const Article = styled.article`
  padding: ${({ theme }) => `${theme.space[7]} 0 ${theme.space[8]}`};
`;

const Head = styled.header`
  max-width: 50rem;
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
`;

const Figure = styled(PriorityImage)`
  display: block;
  max-width: 1100px;
  margin-bottom: ${({ theme }) => theme.space[7]};
  img { display: block; width: 100%; height: auto; border-radius: ${({ theme }) => theme.radii.lg}; }
`;

const Excerpt = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: ${({ theme }) => theme.space[6]} 0;
  padding: 0;
  li { color: ${({ theme }) => theme.colors.accent}; font-weight: 600; }
`;
