export interface RelatableArticle {
  id: string;
  frontmatter: { category: string; publishedAt: string | Date };
}

/** Up to `max` newest other articles of the same category. */
export function selectRelated<T extends RelatableArticle>(current: RelatableArticle, all: readonly T[], max = 3): T[] {
  const time = (a: RelatableArticle) => new Date(a.frontmatter.publishedAt).getTime();
  return all
    .filter((a) => a.id !== current.id && a.frontmatter.category === current.frontmatter.category)
    .sort((a, b) => time(b) - time(a))
    .slice(0, max);
}
