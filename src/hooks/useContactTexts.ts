import { graphql, useStaticQuery } from "gatsby";
import { required } from "../lib/required";

/** The words of /kontakt around the form, from content/texts/texts.yaml (contact). */
export function useContactTexts() {
  const { textsYaml } = useStaticQuery<Queries.ContactTextsQuery>(graphql`
    query ContactTexts {
      textsYaml {
        contact {
          eyebrow
          title
          text
          interest
          earlyBird
          formTitle
          selection
          date
          package
          estimate
          sent
          change
          phoneTitle
          emailTitle
          reviewsTitle
          reviewsText
          reviewsOn
        }
      }
    }
  `);
  return required(textsYaml, "content/texts/texts.yaml").contact;
}
