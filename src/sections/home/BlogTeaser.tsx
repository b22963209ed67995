import React from "react";
import { graphql } from "gatsby";
import { Center, Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { BlogCard } from "../../components/BlogCard";
import { CardGrid } from "../../components/ui/Grid";
import { ButtonLink } from "../../components/Button";
import { ROUTES } from "../../model/routes";

export const query = graphql`
  fragment HomeBlogCopy on HomeBlogTexts {
    eyebrow
    title
    link
  }
`;

export const BlogTeaser = ({
  copy,
  posts,
}: {
  copy: Queries.HomeBlogCopyFragment;
  posts: readonly Queries.BlogCardFieldsFragment["frontmatter"][];
}) => {
  return (
    <Section id="blog" aria-labelledby="blog-title">
      <Container>
        <SectionHeading eyebrow={copy.eyebrow} title={copy.title} id="blog-title" />
        <CardGrid>
          {posts.map((post) => (
            <BlogCard key={post.slug} post={post} />
          ))}
        </CardGrid>
        <Center>
          <ButtonLink to={ROUTES.blog} $variant="secondary">
            {copy.link}
          </ButtonLink>
        </Center>
      </Container>
    </Section>
  );
};
