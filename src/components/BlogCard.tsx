import React from "react";
import { graphql } from "gatsby";
import { Link } from "./ui/SiteLink";
import { Picture, imageData } from "./ui/Picture";
import { Badge } from "./ui/Badge";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { blogPostPath } from "../model/routes";

export const blogCardFragment = graphql`
  fragment BlogCardFields on MarkdownRemark {
    frontmatter {
      slug
      title
      excerpt
      date
      category
      imageAlt
      publishedAt(formatString: "YYYY-MM-DD")
      image {
        childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 1.7778)
        }
      }
    }
  }
`;

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
        <Meta>
          <Badge>{post.category}</Badge>
          <time dateTime={post.publishedAt}>{post.date}</time>
        </Meta>
        <Heading>
          <CardLink to={blogPostPath(post.slug)}>{post.title}</CardLink>
        </Heading>
        <p>{post.excerpt}</p>
      </Body>
    </Card>
  );
};

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
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

/** The link covers the whole card (stretched pseudo-element) while its name stays the title. */
const CardLink = styled(Link)`
  color: ${theme.colors.text};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    color: ${theme.colors.accent};
  }
`;
