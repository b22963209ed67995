import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { pillShape } from "../../styles/pill";
import { OccasionLinkItems } from "../../components/OccasionLinkItems";

export const query = graphql`
  fragment OccasionLinkFields on Query {
    occasionLinks: allOccasionsYaml(sort: { name: ASC }) {
      nodes {
        slug
        name
      }
    }
    christmasLinks: allChristmasYaml(sort: { city: ASC }) {
      nodes {
        city
        linkLabel
      }
    }
  }
`;

interface Props {
  title: string;
  links: Queries.OccasionLinkFieldsFragment;
  /** The business's own town: its Christmas page joins the occasions. */
  homeCity: string;
  /** "section" on the guide; a band right under the hero on the home page. */
  variant?: "band" | "section";
}

/**
 * One tap to every occasion page: a row of links from content/occasions (a new file appears here
 * with no code) and the Christmas page of the business's town. Compact pills, two or three rows on a
 * phone.
 */
export const OccasionLinks = ({ title, links, homeCity, variant = "band" }: Props) => {
  const christmas = links.christmasLinks.nodes.filter((c) => c.city === homeCity);
  return (
    <Band aria-labelledby="anlass-links" data-testid="occasion-links" $variant={variant}>
      <Inner>
        <h2 id="anlass-links">{title}</h2>
        <ul>
          <OccasionLinkItems occasions={links.occasionLinks.nodes} christmas={christmas} />
        </ul>
      </Inner>
    </Band>
  );
};

const Band = styled.nav<{ $variant: "band" | "section" }>`
  padding: ${({ $variant }) => ($variant === "band" ? `${theme.space[5]} 0` : `${theme.space[7]} 0`)};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space[5]};
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space[3]};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    ${pillShape}
    min-height: 44px;
    border: 1px solid ${theme.colors.accent};
    color: ${theme.colors.text};
    font-weight: 700;
  }
  a::after {
    content: "→";
    margin-left: ${theme.space[2]};
    color: ${theme.colors.accent};
  }
  a:hover {
    background: ${theme.tint(0.14)};
  }
`;
