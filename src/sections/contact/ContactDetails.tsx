import React from "react";
import { Link } from "../../components/ui/SiteLink";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { Card } from "../../components/ui/Card";
import { OpeningHours } from "../../components/OpeningHours";
import { WhatsAppLink } from "../../components/WhatsAppLink";
import { NewTabNote } from "../../components/ui/NewTabNote";
import type { ContactTexts } from "./ContactTexts";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { PLANNING_PATH } from "../../model/routes";
import { CALLBACK_ANCHOR, CallHint } from "../../components/CallHint";

/** Beside the form: phone (with WhatsApp and opening hours), e-mail, the review portals and, for booked customers, the Musikplanung. */
export const ContactDetails = ({ texts: c }: { texts: ContactTexts }) => {
  const facts = useSiteFacts();
  return (
    <Aside>
      {/* On a phone the same card stands before the form (QuickCall). */}
      <PhoneCard as="section">
        <h2>{c.phoneTitle}</h2>
        <p>
          <a href={`tel:${facts.phoneE164}`}>{facts.phone}</a>
        </p>
        <Hint hours={facts.openingHours} showHours={false} callbackHref={`#${CALLBACK_ANCHOR}`} />
        <WhatsAppLink />
        <OpeningHours hours={facts.openingHours} note={facts.openingHoursNote} />
      </PhoneCard>
      <InfoCard as="section">
        <h2>{c.emailTitle}</h2>
        <p>
          <a href={`mailto:${facts.email}`}>{facts.email}</a>
        </p>
        <p>{facts.responseTime}</p>
      </InfoCard>
      <InfoCard as="section">
        <h2>{c.reviewsTitle}</h2>
        <p>{c.reviewsText}</p>
        <ul>
          {facts.reviewSites.map((r) => (
            <li key={r.name}>
              <a href={r.url} target="_blank" rel="noopener noreferrer">
                {c.reviewsOn} {r.name}
                <NewTabNote />
              </a>
            </li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard as="section">
        <h2>{c.planningTitle}</h2>
        <p>{c.planningText}</p>
        <Link to={PLANNING_PATH}>{c.planningLink}</Link>
      </InfoCard>
    </Aside>
  );
};

const Aside = styled.aside`
  display: grid;
  gap: ${theme.space[5]};
`;

const InfoCard = styled(Card)`
  ul {
    padding-left: 1.2rem;
    margin: 0;
  }
  a {
    font-weight: 700;
  }
`;

const Hint = styled(CallHint)`
  margin-bottom: ${theme.space[3]};
`;

const PhoneCard = styled(InfoCard)`
  display: none;
  ${media.lg} {
    display: block;
  }
`;
