import React from "react";
import { graphql } from "gatsby";
import { Link } from "../../components/ui/SiteLink";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { wrapRow } from "../../styles/wrap-row";
import { Badge } from "../../components/ui/Badge";
import { ENQUIRY_FORM_LABELS } from "../../components/EnquiryForm/EnquiryForm.labels";
import { eventAnchor } from "../../lib/events";
import { ROUTES, cityPath } from "../../model/routes";
import { REFERENCES_LABELS as L } from "./References.labels";

export const query = graphql`
  fragment EventSummary on EventsYaml {
    yamlId
    title
    date
    day: date(formatString: "YYYY-MM-DD")
    shown: date(formatString: "D. MMMM YYYY", locale: "de")
    eventType
    location
    city
    venue
    town
    guests
  }
  fragment EventEntryFields on EventsYaml {
    ...EventSummary
    story
    quote {
      text
      name
      profile
    }
  }
`;

/** The label a visitor reads for an event type (the enquiry form's), e.g. "Hochzeit". */
export const eventTypeLabel = (type: string): string =>
  ENQUIRY_FORM_LABELS.options.eventTyp.find((o) => o.value === type)?.label ?? type;

interface Props {
  event: Queries.EventEntryFieldsFragment;
  /** The page about this event type (an occasion or the Christmas page), with its name. */
  occasion?: { path: string; name: string };
}

/** One celebration on /referenzen: date, type, venue, town, guests, the story and where to read on. */
export const EventEntry = ({ event, occasion }: Props) => (
  <Entry id={eventAnchor(event)} aria-labelledby={`${eventAnchor(event)}-title`}>
    <Facts>
      <time dateTime={event.day}>{event.shown}</time>
      <Badge>{eventTypeLabel(event.eventType)}</Badge>
    </Facts>
    <h3 id={`${eventAnchor(event)}-title`}>{event.title}</h3>
    <Place>
      {event.venue}, {event.town} · {L.guests(event.guests)}
    </Place>
    <p>{event.story}</p>
    {event.quote && (
      <Quote>
        <p>„{event.quote.text}“</p>
        <footer>
          {event.quote.name}, {L.quoteOn(event.quote.profile)}
        </footer>
      </Quote>
    )}
    <Links>
      {occasion && (
        <li>
          <Link to={occasion.path}>{L.occasionLink(occasion.name)}</Link>
        </li>
      )}
      {event.city && (
        <li>
          <Link to={cityPath(event.city)}>{L.cityLink(event.town)}</Link>
        </li>
      )}
      {event.location && (
        <li>
          <Link to={`${ROUTES.locations}#${event.location}`}>{L.locationLink(event.venue)}</Link>
        </li>
      )}
    </Links>
  </Entry>
);

const Entry = styled.article`
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  scroll-margin-top: 6rem;
  h3 {
    margin: ${theme.space[2]} 0 ${theme.space[1]};
  }
  p {
    margin: ${theme.space[3]} 0 0;
  }
`;

const Facts = styled.div`
  ${wrapRow}
  gap: ${theme.space[3]};
  time {
    font-weight: 700;
    color: ${theme.colors.accent};
  }
`;

const Place = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
  && {
    margin-top: 0;
  }
`;

const Quote = styled.blockquote`
  margin: ${theme.space[4]} 0 0;
  padding-left: ${theme.space[4]};
  border-left: 3px solid ${theme.colors.highlight};
  footer {
    margin-top: ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[5]};
  list-style: none;
  margin: ${theme.space[4]} 0 0;
  padding: 0;
  a {
    color: ${theme.colors.accent};
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
  }
`;
