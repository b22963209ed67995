import React from "react";
import { graphql } from "gatsby";
import { Link } from "./ui/SiteLink";
import { Picture, imageData } from "./ui/Picture";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { Icon } from "./ui/Icon";
import { Stars } from "./ui/Stars";
import { Badge, PillList } from "./ui/Badge";
import { ButtonAnchor, ButtonLink } from "./Button";
import { ButtonRow } from "./ui/ButtonRow";
import { TeaserCard } from "./ui/TeaserCard";
import { ROUTES } from "../model/routes";
import { LOCATION_CARD_LABELS as L } from "./LocationCard.labels";

export const locationCardFragment = graphql`
  fragment LocationCardFields on LocationsYaml {
    id
    yamlId
    name
    type
    description
    capacity
    highlights
    location
    website
    rating
    playedEvents {
      yamlId
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 600, aspectRatio: 1.6)
      }
    }
  }
`;

export const LocationCard = ({
  location,
  compact = false,
}: {
  location: Queries.LocationCardFieldsFragment;
  compact?: boolean;
}) => {
  const image = location.image ? imageData(location.image.childImageSharp) : undefined;
  // A resolver fills playedEvents in the build; the CMS preview has the file's own fields only.
  const played = location.playedEvents ?? [];
  return (
    <Card id={location.yamlId ?? undefined}>
      {image && <Picture image={image} alt={location.imageAlt} />}
      <Body>
        <Top>
          <Badge>{location.type}</Badge>
          {location.rating != null && <Stars rating={location.rating} />}
        </Top>
        <h3>{location.name}</h3>
        <Facts>
          <span>
            <Icon name="pin" size={16} /> <span className="visually-hidden">{L.place} </span>
            {location.location}
          </span>
          <span>
            <Icon name="users" size={16} /> <span className="visually-hidden">{L.capacity} </span>
            {location.capacity}
          </span>
        </Facts>
        <p>{location.description}</p>
        {played.length > 0 && (
          <Played to={`${ROUTES.references}#${played[0].yamlId}`}>{L.playedThere(played.length)}</Played>
        )}
        {!compact && (
          <>
            <Highlights role="list" aria-label={L.highlights(location.name)}>
              {location.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </Highlights>
            <Actions>
              <ButtonAnchor href={location.website} target="_blank" rel="noopener noreferrer" $variant="ghost">
                {L.website}
                <span className="visually-hidden"> {L.websiteOf(location.name)}</span>
              </ButtonAnchor>
              <ButtonLink to={ROUTES.contact} state={{ scrollToForm: true, selectedLocation: location.name }}>
                {L.enquire}
                <span className="visually-hidden"> {L.enquireFor(location.name)}</span>
              </ButtonLink>
            </Actions>
          </>
        )}
      </Body>
    </Card>
  );
};

const Card = styled(TeaserCard)`
  scroll-margin-top: 6rem;
  h3 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space[2]};
  }
  p {
    color: ${theme.colors.muted};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: ${theme.space[5]};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${theme.space[3]};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  font-size: ${theme.fontSizes.sm};
`;

const Played = styled(Link)`
  display: inline-block;
  min-height: 44px;
  line-height: 44px;
  margin-bottom: ${theme.space[3]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.accent};
`;

const Highlights = styled(PillList)`
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[5]};
  li {
    padding: 2px ${theme.space[3]};
    border-color: ${theme.colors.border};
    font-size: ${theme.fontSizes.xs};
  }
`;

const Actions = styled(ButtonRow)`
  margin-top: auto;
`;
