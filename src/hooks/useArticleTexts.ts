import { graphql, useStaticQuery } from "gatsby";

/** Fixed words around every blog article, from content/texts/texts.yaml (article). */
export function useArticleTexts() {
  const { textsYaml } = useStaticQuery<Queries.ArticleTextsQuery>(graphql`
    query ArticleTexts {
      textsYaml {
        article {
          tags
          back
          relatedEyebrow
          relatedTitle
        }
      }
    }
  `);
  if (!textsYaml) throw new Error("content/texts/texts.yaml fehlt");
  return textsYaml.article;
}
