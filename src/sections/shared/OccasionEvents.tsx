import React from "react";
import { graphql } from "gatsby";
import { Link } from "../../components/ui/SiteLink";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { swipeRow } from "../../components/ui/Grid";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { eventAnchor } from "../../lib/events";
import { ROUTES } from "../../model/routes";
import { REFERENCES_LABELS as L } from "../references/References.labels";

export const query = graphql`
  fragment OccasionEventsFields on OccasionsYaml {
    name
    playedEvents {
      ...EventSummary
    }
  }
`;

/** How many celebrations the section lists (newest first). */
export const OCCASION_EVENTS_SHOWN = 4;

interface Props {
  page: { name: string; playedEvents: readonly Queries.EventSummaryFragment[] };
}

/** The celebrations of an occasion page's type (content/events). Nothing when none was played yet. */
export const OccasionEvents = ({ page }: Props) => (
  <PlayedEvents events={page.playedEvents} title={L.occasionTitle(page.name)} />
);

/**
 * Celebrations the DJ played (content/events) as a row of small links, each to its entry on
 * /referenzen: date, title, venue and town. An occasion page shows those of its type, a city page
 * those in its town or region. Nothing, not even a heading, when there are none.
 */
export const PlayedEvents = ({ events, title }: { events: readonly Queries.EventSummaryFragment[]; title: string }) => {
  const shown = events.slice(0, OCCASION_EVENTS_SHOWN);
  if (!shown.length) return null;
  return (
    <Section aria-labelledby="referenzen-title" data-testid="occasion-events">
      <Container>
        <SectionHeading eyebrow={L.occasionEyebrow} title={title} id="referenzen-title" />
        <List $swipe>
          {shown.map((e) => (
            <li key={e.yamlId}>
              <Link to={`${ROUTES.references}#${eventAnchor(e)}`}>
                <time dateTime={e.day}>{e.shown}</time>
                <strong>{e.title}</strong>
                <span>
                  {e.venue}, {e.town}
                </span>
              </Link>
            </li>
          ))}
        </List>
        <All to={ROUTES.references}>{L.allReferences}</All>
      </Container>
    </Section>
  );
};

/** On a phone the celebrations stand side by side to swipe (one row, not a screen of cards). */
const List = styled.ul<{ $swipe?: boolean }>`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  ${swipeRow}
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: grid;
    gap: ${theme.space[1]};
    height: 100%;
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${theme.colors.accent};
  }
  time {
    color: ${theme.colors.accent};
    font-weight: 700;
    font-size: ${theme.fontSizes.sm};
  }
  span {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const All = styled(Link)`
  display: inline-block;
  margin-top: ${theme.space[4]};
  min-height: 44px;
  line-height: 44px;
  color: ${theme.colors.accent};
`;
