import { graphql } from "gatsby";

/** The words of /kontakt around the form, from content/texts/texts.yaml (contact). */
export const query = graphql`
  fragment ContactTexts on ContactPageTexts {
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
    planningTitle
    planningText
    planningLink
  }
`;

export type ContactTexts = Queries.ContactTextsFragment;
