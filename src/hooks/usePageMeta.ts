import { graphql, useStaticQuery } from "gatsby";

export type PageKey = "home" | "contact" | "locations" | "blog" | "imprint" | "privacy" | "notFound";

/** Title, description and keywords of a fixed page, from content/seo/seo.yaml. */
export function usePageMeta(key: PageKey): { title: string; description: string; keywords?: string } {
  const { seoYaml } = useStaticQuery<Queries.PageMetaQuery>(graphql`
    query PageMeta {
      seoYaml {
        home {
          title
          description
          keywords
        }
        contact {
          title
          description
          keywords
        }
        locations {
          title
          description
          keywords
        }
        blog {
          title
          description
          keywords
        }
        imprint {
          title
          description
          keywords
        }
        privacy {
          title
          description
          keywords
        }
        notFound {
          title
          description
          keywords
        }
      }
    }
  `);
  const meta = seoYaml![key];
  return { title: meta.title, description: meta.description, keywords: meta.keywords ?? undefined };
}
