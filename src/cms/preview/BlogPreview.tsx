import React from "react";
import styled from "styled-components";
import { BlogArticle, figureStyle } from "../../sections/blog/BlogArticle";
import { displayDate } from "../../lib/dates";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { PreviewFrame, PreviewNotice, usePageSample } from "./PreviewFrame";
import { NEEDS_SITE, plain, type PreviewProps } from "./types";
import type { BlogFrontmatter } from "../../model/collections";

/** What the preview takes of a built article's page data: the words around every article. */
interface ArticleSample {
  textsYaml: { article: Queries.ArticleTextsFragment };
}

/** What the article shows of its frontmatter. */
type Post = React.ComponentProps<typeof BlogArticle>["post"];

/** Blog article preview: the article component of the live site with the editor's values. */
export const BlogPreview = ({ entry, widgetFor, getAsset, document }: PreviewProps) => {
  // A built article carries the shared data an article needs (site facts for the byline).
  const sample = usePageSample<ArticleSample>("article");
  if (sample === "loading") return <PreviewNotice document={document}>Vorschau wird geladen …</PreviewNotice>;
  if (sample === "failed") return <PreviewNotice document={document}>{NEEDS_SITE}</PreviewNotice>;
  const data = plain<Partial<BlogFrontmatter>>(entry.get("data"), {});
  const publishedAt = String(data.publishedAt ?? "");
  return (
    <PreviewFrame document={document} staticQueries={sample.staticQueries}>
      <Article
        post={{
          title: data.title ?? "",
          excerpt: data.excerpt ?? "",
          category: data.category ?? "",
          publishedAt,
          date: displayDate(data.date, publishedAt),
          author: data.author ?? "",
          readTime: Number(data.readTime ?? 0),
          tags: data.tags ?? [],
        }}
        slug={data.slug ?? ""}
        texts={sample.data.textsYaml.article}
        image={
          data.image ? (
            <Figure>
              <img src={getAsset(data.image).toString()} alt={data.imageAlt ?? ""} />
            </Figure>
          ) : null
        }
        body={widgetFor("body")}
      />
    </PreviewFrame>
  );
};

/** Inside the frame, where the site facts are available: an empty author means the owner. */
const Article = ({
  post,
  slug,
  texts,
  image,
  body,
}: {
  post: Post;
  slug: string;
  texts: Queries.ArticleTextsFragment;
  image: React.ReactNode;
  body: React.ReactNode;
}) => {
  const facts = useSiteFacts();
  return (
    <BlogArticle
      texts={texts}
      post={{ ...post, author: post.author || facts.ownerName }}
      url={`${window.location.origin}/blog/${slug}`}
      image={image}
      body={body}
    />
  );
};

const Figure = styled.div`
  ${figureStyle}
  img {
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;
