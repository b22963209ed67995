import { graphql, useStaticQuery } from "gatsby";
import { required } from "../lib/required";

/** Headings and texts of the home page's sections, from content/texts/texts.yaml. */
export function useHomeTexts() {
  const { textsYaml } = useStaticQuery<Queries.HomeTextsQuery>(graphql`
    query HomeTexts {
      textsYaml {
        home {
          hero {
            badge
            cta
          }
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
            enquire
            call
          }
        }
      }
    }
  `);
  return required(textsYaml, "content/texts/texts.yaml").home;
}
