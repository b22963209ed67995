import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { theme } from "../../styles/theme";
import { Picture } from "../../components/ui/Picture";
import type { AccordionItem } from "../../components/Accordion";
import { STAND_INS_LABELS as L } from "./StandIns.labels";

export const query = graphql`
  fragment StandInsFields on Query {
    allStandinsYaml(sort: { yamlId: ASC }) {
      nodes {
        yamlId
        name
        about
        photoAlt
        photo {
          childImageSharp {
            gatsbyImageData(width: 48, height: 48, layout: FIXED)
          }
        }
      }
    }
  }
`;

type People = Queries.StandInsFieldsFragment["allStandinsYaml"]["nodes"];

/**
 * The FAQ with the stand-in DJs under each answer that names them (the illness answer, through
 * {vertretung}): inside the closed question they cost a phone no screen length.
 */
export function withStandIns<I extends AccordionItem>(
  items: readonly I[],
  standIns: Queries.StandInsFieldsFragment,
): I[] {
  const people = standIns.allStandinsYaml?.nodes ?? [];
  if (!people.length) return [...items];
  return items.map((item) =>
    people.some((p) => item.answer.includes(p.name)) ? { ...item, extra: <StandIns people={people} /> } : item,
  );
}

/**
 * The DJs who step in when the owner falls ill (content/standins, issue 40): photo, name and one
 * line each. Static markup; nothing without any.
 */
export const StandIns = ({ people }: { people: People }) => {
  if (!people.length) return null;
  return (
    <Box aria-label={L.title} data-testid="stand-ins">
      <p className="title">{L.title}</p>
      <ul>
        {people.map((p) => {
          const image = p.photo?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined;
          return (
            <li key={p.yamlId}>
              {image && <Face image={image} alt={p.photoAlt} sizes="48px" />}
              <p>
                <strong>{p.name}</strong>
                <span>{p.about}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </Box>
  );
};

const Box = styled.aside`
  margin-top: ${theme.space[4]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  .title {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
  }
  ul {
    display: grid;
    gap: ${theme.space[3]};
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    gap: ${theme.space[3]};
    align-items: flex-start;
  }
  p {
    display: grid;
    gap: 2px;
    margin: 0;
    font-size: ${theme.fontSizes.xs};
    line-height: 1.4;
  }
  strong {
    font-size: ${theme.fontSizes.sm};
  }
  span {
    color: ${theme.colors.muted};
  }
`;

const Face = styled(Picture)`
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 50%;
`;
