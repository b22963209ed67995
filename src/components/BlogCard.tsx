import React, { type ElementType, type ReactNode } from "react";
import { graphql } from "gatsby";
import { Link } from "./ui/SiteLink";
import { Picture, imageData } from "./ui/Picture";
import { Badge } from "./ui/Badge";
import { TeaserCard } from "./ui/TeaserCard";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { blogPostPath } from "../model/routes";

/**
 * The card's words. Apart from its image: the blog page loads a larger one for all its cards, as the
 * first of them stands as the featured article.
 */
export const blogCardTextFragment = graphql`
  fragment BlogCardText on MarkdownRemarkFrontmatter {
    slug
    title
    excerpt
    date
    category
    imageAlt
    publishedAt(formatString: "YYYY-MM-DD")
  }
`;

export const blogCardFragment = graphql`
  fragment BlogCardFields on MarkdownRemark {
    frontmatter {
      ...BlogCardText
      image {
        childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 1.7778)
        }
      }
    }
  }
`;

type TeaserPost = Pick<
  Queries.BlogCardFieldsFragment["frontmatter"],
  "slug" | "title" | "excerpt" | "date" | "category" | "publishedAt"
>;

/** An article teaser's words (a card's, the blog's featured article's): badge and date, the title as the link, the excerpt. */
export const BlogTeaserText = ({
  post,
  badge = post.category,
  heading: Heading,
  titleLink: TitleLink,
}: {
  post: TeaserPost;
  /** What the badge says: the category unless given. */
  badge?: ReactNode;
  heading: "h2" | "h3";
  /** The title's link to the article, stretched over the teaser (TitleLink or an extension of it). */
  titleLink: ElementType<{ to: string; children: ReactNode }>;
}) => (
  <>
    <Meta>
      <Badge>{badge}</Badge>
      <time dateTime={post.publishedAt}>{post.date}</time>
    </Meta>
    <Heading>
      <TitleLink to={blogPostPath(post.slug)}>{post.title}</TitleLink>
    </Heading>
    <p>{post.excerpt}</p>
  </>
);

/** Article teaser: image, category badge, date, title, excerpt. The whole card opens the article. */
export const BlogCard = ({
  post,
  headingLevel = 3,
}: {
  post: Queries.BlogCardFieldsFragment["frontmatter"];
  headingLevel?: 2 | 3;
}) => {
  const image = post.image ? imageData(post.image.childImageSharp) : undefined;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card>
      {image && <Picture image={image} alt={post.imageAlt} />}
      <Body>
        <BlogTeaserText post={post} heading={Heading} titleLink={CardLink} />
      </Body>
    </Card>
  );
};

const Card = styled(TeaserCard)`
  position: relative;
  transition:
    transform 0.2s ease,
    border-color 0.2s ease;
  &:hover,
  &:focus-within {
    transform: translateY(-3px);
    border-color: ${theme.colors.accent};
  }
  h2,
  h3 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space[3]};
  }
  p {
    color: ${theme.colors.muted};
    margin: 0;
  }
`;

const Body = styled.div`
  padding: ${theme.space[5]};
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[3]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

/** The link covers the whole teaser (a stretched pseudo-element over the nearest positioned box) while its name stays the title. */
export const TitleLink = styled(Link)`
  color: ${theme.colors.text};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  &:hover {
    color: ${theme.colors.accent};
  }
`;

const CardLink = styled(TitleLink)`
  &::after {
    border-radius: inherit;
  }
`;
