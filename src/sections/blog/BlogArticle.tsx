import React, { type ReactNode } from "react";
import { graphql } from "gatsby";
import styled, { css } from "styled-components";
import { theme } from "../../styles/theme";
import { Container, Section } from "../../components/ui/Container";
import { Prose } from "../../components/ui/Prose";
import { BlogCard, Meta } from "../../components/BlogCard";
import { Badge } from "../../components/ui/Badge";
import { CardGrid } from "../../components/ui/Grid";
import { ShareButtons } from "../../components/ShareButtons";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { ButtonLink } from "../../components/Button";
import { formatReadTime } from "./BlogArticle.labels";
import { ROUTES } from "../../model/routes";

/** The article's frontmatter as the blog template's query returns it (src/templates/BlogPost.tsx). */
type Frontmatter = NonNullable<Queries.BlogPostQuery["markdownRemark"]>["frontmatter"];

/** Fixed words around every blog article, from content/texts/texts.yaml (article). */
export const query = graphql`
  fragment ArticleTexts on ArticleTexts {
    by
    tags
    back
    relatedEyebrow
    relatedTitle
  }
`;

interface Props {
  texts: Queries.ArticleTextsFragment;
  post: Pick<Frontmatter, "title" | "excerpt" | "category" | "publishedAt" | "date" | "author" | "readTime" | "tags">;
  /** Absolute address of the article, for the share buttons. */
  url: string;
  /** The lead image: a processed gatsby-plugin-image on the site, a plain image in the CMS preview. */
  image: ReactNode;
  body: ReactNode;
  related?: readonly Queries.BlogCardFieldsFragment["frontmatter"][];
}

/** The article as visitors see it; shared by the blog template and the CMS preview. */
export const BlogArticle = ({ texts, post, url, image, body, related = [] }: Props) => {
  return (
    <>
      <Article>
        <Container>
          <Head>
            <Meta>
              <Badge>{post.category}</Badge>
              <time dateTime={post.publishedAt}>{post.date}</time>
              <span>
                {texts.by} {post.author}
              </span>
              <span>{formatReadTime(post.readTime)}</span>
            </Meta>
            <h1>{post.title}</h1>
            <ShareButtons title={post.title} excerpt={post.excerpt} url={url} />
          </Head>
          {image}
          <Prose>
            <Excerpt>{post.excerpt}</Excerpt>
            {body}
          </Prose>
          {post.tags.length > 0 && (
            <Tags role="list" aria-label={texts.tags}>
              {post.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </Tags>
          )}
          <ButtonLink to={ROUTES.blog} $variant="ghost">
            {texts.back}
          </ButtonLink>
        </Container>
      </Article>
      {related.length > 0 && (
        <Section $alt aria-labelledby="related-title">
          <Container>
            <SectionHeading eyebrow={texts.relatedEyebrow} title={texts.relatedTitle} id="related-title" />
            <CardGrid>
              {related.map((r) => (
                <BlogCard key={r.slug} post={r} />
              ))}
            </CardGrid>
          </Container>
        </Section>
      )}
    </>
  );
};

/** Lead image box: the same on the site and in the preview. */
export const figureStyle = css`
  display: block;
  max-width: 1100px;
  margin-bottom: ${theme.space[7]};
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.lg};
  }
`;

const Article = styled.article`
  padding: ${`${theme.space[7]} 0 ${theme.space[8]}`};
`;

const Head = styled.header`
  max-width: 50rem;
  h1 {
    font-size: ${theme.fontSizes.xxl};
  }
`;

const Excerpt = styled.p`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.text};
  font-weight: 600;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  list-style: none;
  margin: ${theme.space[6]} 0;
  padding: 0;
  li {
    color: ${theme.colors.accent};
    font-weight: 600;
  }
`;
