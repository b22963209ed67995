import React from "react";
import { Center, Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { BlogCard } from "../../components/BlogCard";
import { CardGrid } from "../../components/ui/Grid";
import { ButtonLink } from "../../components/Button";
import { ROUTES } from "../../model/routes";
import { useHomeTexts } from "../../hooks/useHomeTexts";
import { useText } from "../../hooks/useText";

export const BlogTeaser = ({ posts }: { posts: readonly Queries.BlogCardFieldsFragment["frontmatter"][] }) => {
  const copy = useHomeTexts().blog;
  const t = useText();
  return (
    <Section id="blog" aria-labelledby="blog-title">
      <Container>
        <SectionHeading eyebrow={t(copy.eyebrow)} title={t(copy.title)} id="blog-title" />
        <CardGrid>
          {posts.map((post) => (
            <BlogCard key={post.slug} post={post} />
          ))}
        </CardGrid>
        <Center>
          <ButtonLink to={ROUTES.blog} $variant="secondary">
            {t(copy.link)}
          </ButtonLink>
        </Center>
      </Container>
    </Section>
  );
};
