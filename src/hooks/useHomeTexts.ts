import { graphql, useStaticQuery } from "gatsby";

/** Headings and texts of the home page's sections, from content/texts/texts.yaml. */
export function useHomeTexts() {
  const { textsYaml } = useStaticQuery<Queries.HomeTextsQuery>(graphql`
    query HomeTexts {
      textsYaml {
        home {
          about {
            eyebrow
            genresTitle
            yearsLabel
            eventsLabel
          }
          packages {
            eyebrow
            title
            text
            link
          }
          blog {
            eyebrow
            title
            link
          }
          locations {
            eyebrow
            title
            text
            link
          }
          faqTitle
          contact {
            eyebrow
            title
            text
            reviewsLink
            profileLink
          }
        }
      }
    }
  `);
  if (!textsYaml) throw new Error("content/texts/texts.yaml fehlt");
  return textsYaml.home;
}
