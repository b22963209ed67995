import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { theme } from "../../styles/theme";
import { Picture } from "../../components/ui/Picture";
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
            gatsbyImageData(width: 64, height: 64, layout: FIXED)
          }
        }
      }
    }
  }
`;

interface Props {
  standIns: Queries.StandInsFieldsFragment;
}

/**
 * The DJs who step in when the owner falls ill (content/standins, issue 40), under the FAQ that
 * names them ({vertretung}): photo, name and one line each. Static markup; nothing without any.
 */
export const StandIns = ({ standIns }: Props) => {
  const people = standIns.allStandinsYaml?.nodes ?? [];
  if (!people.length) return null;
  return (
    <Box aria-labelledby="vertretung-title" data-testid="stand-ins">
      <h3 id="vertretung-title">{L.title}</h3>
      <ul>
        {people.map((p) => {
          const image = p.photo?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined;
          return (
            <li key={p.yamlId}>
              {image && <Face image={image} alt={p.photoAlt} sizes="64px" />}
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
  margin-top: ${theme.space[6]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  h3 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.fontSizes.md};
  }
  ul {
    display: grid;
    gap: ${theme.space[3]};
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    gap: ${theme.space[3]};
    align-items: center;
  }
  p {
    display: grid;
    gap: 2px;
    margin: 0;
    font-size: ${theme.fontSizes.sm};
  }
  span {
    color: ${theme.colors.muted};
  }
`;

const Face = styled(Picture)`
  flex: none;
  width: 64px;
  height: 64px;
  border-radius: 50%;
`;
