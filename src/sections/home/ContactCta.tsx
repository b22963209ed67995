import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Icon } from "../../components/ui/Icon";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { useWhatsAppUrl } from "../../components/WhatsAppLink";
import { EnquireCallButtons } from "../../components/ui/EnquireCallButtons";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { NewTabNote } from "../../components/ui/NewTabNote";

/** A button label that must stay on one line. */
const noBreak = (label: string) => label.replace(/ /g, "\u00a0");

export const query = graphql`
  fragment HomeContactCopy on HomeContactTexts {
    eyebrow
    title
    text
    reviewsLink
    profileLink
    enquire
    call
  }
`;

export const ContactCta = ({ copy }: { copy: Queries.HomeContactCopyFragment }) => {
  const facts = useSiteFacts();
  const whatsapp = useWhatsAppUrl();
  return (
    <Section id="kontakt" $alt aria-labelledby="kontakt-title">
      <Container>
        <SectionHeading eyebrow={copy.eyebrow} title={copy.title} id="kontakt-title">
          {copy.text} {facts.responseTime}
        </SectionHeading>
        <Links>
          <li>
            <a href={`tel:${facts.phoneE164}`}>
              <Icon name="phone" /> {facts.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${facts.email}`}>
              <Icon name="mail" /> {facts.email}
            </a>
          </li>
          <li>
            <a href={facts.reviewsUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="star" /> {copy.reviewsLink}
              <NewTabNote />
            </a>
          </li>
          <li>
            <a href={facts.businessProfileUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="pin" /> {copy.profileLink}
              <NewTabNote />
            </a>
          </li>
        </Links>
        <EnquireCallButtons
          way="abschnitt"
          enquireLabel={copy.enquire}
          phone={facts.phone}
          callLabel={noBreak(copy.call)}
          phoneE164={facts.phoneE164}
          whatsappUrl={whatsapp}
        />
      </Container>
    </Section>
  );
};

const Links = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  list-style: none;
  margin: 0 0 ${theme.space[7]};
  padding: 0;
  a {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    color: ${theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    border-color: ${theme.colors.accent};
  }
`;
