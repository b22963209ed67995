import { graphql, useStaticQuery } from "gatsby";
import { required } from "../lib/required";

/** Fixed words around every blog article, from content/texts/texts.yaml (article). */
export function useArticleTexts() {
  const { textsYaml } = useStaticQuery<Queries.ArticleTextsQuery>(graphql`
    query ArticleTexts {
      textsYaml {
        article {
          by
          tags
          back
          relatedEyebrow
          relatedTitle
        }
      }
    }
  `);
  return required(textsYaml, "content/texts/texts.yaml").article;
}
