import React, { useEffect } from "react";
import { graphql, type PageProps } from "gatsby";
import { Picture, imageData } from "../components/ui/Picture";
import styled from "styled-components";
import { useSiteUrl } from "../hooks/useSiteFacts";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { SEO_LABELS } from "../components/Seo.labels";
import { BlogArticle, figureStyle } from "../sections/blog/BlogArticle";
import { article, breadcrumb, PUBLISHER_LOGO } from "../lib/json-ld";
import { absoluteUrl } from "../lib/urls";
import { articlePageTitle } from "../lib/article-title";
import { blogPostPath, ROUTES } from "../model/routes";
import { required } from "../lib/required";

const BlogPostTemplate = ({ data, location }: PageProps<Queries.BlogPostQuery>) => {
  const post = data.markdownRemark!;
  const fm = post.frontmatter;
  const siteUrl = useSiteUrl();
  const path = blogPostPath(fm.slug);
  const image = imageData(fm.image.childImageSharp);
  const ogImage = fm.image.og?.resize?.src ?? undefined;

  // Client navigation between two articles keeps the template mounted: start at the top again.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [fm.slug]);

  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={articlePageTitle(fm, data.seoYaml!.articles.titleSuffix)}
        description={fm.description || fm.excerpt}
        path={path}
        type="article"
        keywords={fm.tags.join(", ")}
        image={ogImage}
        jsonLd={[
          article(siteUrl, {
            title: fm.title,
            excerpt: fm.description || fm.excerpt,
            path,
            image: ogImage ?? "/og-image.jpg",
            publishedAt: fm.publishedAt,
            author: fm.author,
            publisher: data.siteYaml!.businessName,
            logo: PUBLISHER_LOGO,
          }),
          breadcrumb(siteUrl, [
            { name: SEO_LABELS.breadcrumb.home, path: "/" },
            { name: SEO_LABELS.breadcrumb.blog, path: ROUTES.blog },
            { name: fm.title, path },
          ]),
        ]}
      />
      <BlogArticle
        texts={required(data.textsYaml, "content/texts/texts.yaml").article}
        post={fm}
        url={absoluteUrl(siteUrl, path)}
        image={
          image && <Figure image={image} alt={fm.imageAlt} sizes="(min-width: 1150px) 1100px, calc(100vw - 48px)" />
        }
        body={<div dangerouslySetInnerHTML={{ __html: post.html ?? "" }} />}
        related={post.related.map((r) => r.frontmatter)}
      />
    </Layout>
  );
};

export default BlogPostTemplate;

export const query = graphql`
  query BlogPost($id: String!) {
    siteYaml {
      businessName
    }
    seoYaml {
      articles {
        titleSuffix
      }
    }
    textsYaml {
      article {
        ...ArticleTexts
      }
    }
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        slug
        title
        searchTitle
        excerpt
        description
        author
        date
        readTime
        category
        imageAlt
        tags
        publishedAt
        image {
          childImageSharp {
            gatsbyImageData(width: 1100, aspectRatio: 1.7778, quality: 65)
          }
          og: childImageSharp {
            resize(width: 1200, height: 630, cropFocus: CENTER) {
              src
            }
          }
        }
      }
      related {
        ...BlogCardFields
      }
    }
  }
`;

const Figure = styled(Picture).attrs({ priority: true })`
  ${figureStyle}
`;
