/** The words of the article archive under the blog's cards (src/components/BlogArchive.tsx). */
export const BLOG_ARCHIVE_LABELS = {
  title: "Alle weiteren Artikel",
} as const;
