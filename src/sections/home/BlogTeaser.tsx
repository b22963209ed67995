import React from "react";
import { Center, Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { BlogCard, type BlogCardData } from "../../components/BlogCard";
import { CardGrid } from "../../components/ui/Grid";
import { ButtonLink } from "../../components/Button";
import { ROUTES } from "../../../gatsby/routes";

export const BlogTeaser = ({ posts }: { posts: readonly BlogCardData[] }) => (
  <Section id="blog" aria-labelledby="blog-title">
    <Container>
      <SectionHeading eyebrow="Blog" title="Tipps rund um Ihr Event" id="blog-title" />
      <CardGrid>
        {posts.map((post) => (
          <BlogCard key={post.slug} post={post} />
        ))}
      </CardGrid>
      <Center>
        <ButtonLink to={ROUTES.blog} $variant="secondary">
          Alle Artikel lesen
        </ButtonLink>
      </Center>
    </Container>
  </Section>
);
