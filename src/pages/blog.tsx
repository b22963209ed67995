import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Picture, imageData } from "../components/ui/Picture";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { useSiteUrl } from "../hooks/useSiteFacts";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { SEO_LABELS } from "../components/Seo.labels";
import { PageHeader } from "../components/PageHeader";
import { Container, Section } from "../components/ui/Container";
import { BlogArchive } from "../components/BlogArchive";
import { BlogCard, BlogTeaserText, TitleLink } from "../components/BlogCard";
import { CardGrid } from "../components/ui/Grid";
import { ROUTES } from "../model/routes";
import { breadcrumb } from "../lib/json-ld";
import { media } from "../styles/media";
import { required } from "../lib/required";

/** Spec: the newest article as featured, then up to six more as cards. */
const MORE_ARTICLES = 6;

const BlogPage = ({ data, location }: PageProps<Queries.BlogIndexQuery>) => {
  const meta = required(data.seoYaml, "content/seo/seo.yaml").blog;
  const siteUrl = useSiteUrl();
  const copy = required(data.textsYaml, "content/texts/texts.yaml").blog;
  const [featured, ...rest] = data.posts.nodes.map((n) => n.frontmatter);
  const featuredImage = featured ? imageData(featured.image.childImageSharp) : undefined;
  return (
    <Layout pathname={location.pathname}>
      <Seo
        {...meta}
        path={ROUTES.blog}
        jsonLd={[
          breadcrumb(siteUrl, [
            { name: SEO_LABELS.breadcrumb.home, path: "/" },
            { name: SEO_LABELS.breadcrumb.blog, path: ROUTES.blog },
          ]),
        ]}
      />
      <PageHeader eyebrow={copy.eyebrow} title={copy.title}>
        {copy.text}
      </PageHeader>
      <Section>
        <Container>
          {featured && (
            <Featured>
              {featuredImage && (
                <FeaturedImage
                  image={featuredImage}
                  alt={featured.imageAlt}
                  sizes="(min-width: 1200px) 620px, (min-width: 768px) 55vw, 100vw"
                />
              )}
              <div>
                <BlogTeaserText
                  post={featured}
                  badge={
                    <>
                      {copy.featured} · {featured.category}
                    </>
                  }
                  heading="h2"
                  titleLink={TitleLink}
                />
              </div>
            </Featured>
          )}
          <CardGrid>
            {rest.slice(0, MORE_ARTICLES).map((post) => (
              <BlogCard key={post.slug} post={post} headingLevel={2} />
            ))}
          </CardGrid>
          <BlogArchive posts={data.archive.nodes.slice(1 + MORE_ARTICLES).map((n) => n.frontmatter)} />
        </Container>
      </Section>
    </Layout>
  );
};

export default BlogPage;

export const query = graphql`
  query BlogIndex {
    seoYaml {
      blog {
        ...PageMetaFields
      }
    }
    textsYaml {
      blog {
        eyebrow
        title
        text
        featured
      }
    }
    archive: publishedArticles {
      nodes {
        frontmatter {
          slug
          title
          date
          category
          publishedAt(formatString: "YYYY-MM-DD")
        }
      }
    }
    posts: publishedArticles(limit: 7) {
      nodes {
        frontmatter {
          ...BlogCardText
          image {
            childImageSharp {
              gatsbyImageData(width: 720, aspectRatio: 1.7778, quality: 65)
            }
          }
        }
      }
    }
  }
`;

const Featured = styled.article`
  position: relative;
  display: grid;
  gap: ${theme.space[6]};
  align-items: center;
  margin-bottom: ${theme.space[8]};
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  ${media.md} {
    grid-template-columns: 1.2fr 1fr;
  }
  p {
    color: ${theme.colors.muted};
  }
`;

const FeaturedImage = styled(Picture).attrs({ priority: true })`
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.md};
  }
`;
