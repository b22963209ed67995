import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { Link } from "./ui/SiteLink";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { useSiteFacts } from "../hooks/useSiteFacts";
import { NAV_ENTRIES } from "./Header/Header.labels";
import { PLANNING_PATH, ROUTES, cityPath } from "../model/routes";
import { FOOTER_LABELS } from "./Footer.labels";
import { media } from "../styles/media";
import { stackedList } from "../styles/list";
import { OpeningHours } from "./OpeningHours";
import { PostalAddress } from "./ui/PostalAddress";
import { CookieSettingsButton } from "./CookieSettingsButton";
import { required } from "../lib/required";
import { OccasionLinkItems } from "./OccasionLinkItems";

export const Footer = () => {
  const facts = useSiteFacts();
  const { occasions, cities, christmas, texts } = useStaticQuery<Queries.FooterQuery>(graphql`
    query Footer {
      texts: textsYaml {
        footer {
          navigation
          services
          regions
          contact
          openingHours
          copyright
          imprint
          privacy
          planning
        }
      }
      occasions: allOccasionsYaml(sort: { name: ASC }) {
        nodes {
          slug
          name
        }
      }
      cities: allCitiesYaml(sort: { name: ASC }) {
        nodes {
          slug
          linkLabel
        }
      }
      christmas: allChristmasYaml(sort: { city: ASC }) {
        nodes {
          city
          linkLabel
        }
      }
    }
  `);
  const copy = required(texts, "content/texts/texts.yaml").footer;

  return (
    <Wrapper>
      <Grid>
        <FooterNavigation title={copy.navigation} />
        <FooterServices copy={copy} occasions={occasions.nodes} christmas={christmas.nodes} />
        <FooterRegions title={copy.regions} cities={cities.nodes} />
        <FooterContact copy={copy} facts={facts} />
      </Grid>
      <FooterBottom copy={copy} />
    </Wrapper>
  );
};

type FooterCopy = NonNullable<Queries.FooterQuery["texts"]>["footer"];

/** The site's main navigation (the header's entries). */
const FooterNavigation = ({ title }: { title: string }) => (
  <nav aria-labelledby="footer-nav">
    <h2 id="footer-nav">{title}</h2>
    <ul>
      {NAV_ENTRIES.map((entry) => (
        <li key={entry.to}>
          <Link to={entry.to}>{entry.panelLabel}</Link>
        </li>
      ))}
    </ul>
  </nav>
);

/** The services: occasions, Christmas parties, the Musikplanung and the references. */
const FooterServices = ({
  copy,
  occasions,
  christmas,
}: {
  copy: FooterCopy;
  occasions: Queries.FooterQuery["occasions"]["nodes"];
  christmas: Queries.FooterQuery["christmas"]["nodes"];
}) => (
  <div>
    <h2>{copy.services}</h2>
    <ul>
      {/* Every occasion page (content/occasions): a new file appears here with no code. */}
      <OccasionLinkItems occasions={occasions} christmas={christmas} />
      <li>
        <Link to={PLANNING_PATH}>{copy.planning}</Link>
      </li>
      <li>
        <Link to={ROUTES.references}>{FOOTER_LABELS.references}</Link>
      </li>
    </ul>
  </div>
);

/** The regions: one link per city page. */
const FooterRegions = ({ title, cities }: { title: string; cities: Queries.FooterQuery["cities"]["nodes"] }) => (
  <nav aria-labelledby="footer-regions">
    <h2 id="footer-regions">{title}</h2>
    <ul>
      {cities.map((c) => (
        <li key={c.slug}>
          <Link to={cityPath(c.slug)}>{c.linkLabel}</Link>
        </li>
      ))}
    </ul>
  </nav>
);

/** Contact: the postal address, phone, e-mail and opening hours. */
const FooterContact = ({ copy, facts }: { copy: FooterCopy; facts: ReturnType<typeof useSiteFacts> }) => (
  <div>
    <h2>{copy.contact}</h2>
    <PostalAddress
      names={[facts.businessName]}
      street={facts.street}
      postalCode={facts.postalCode}
      city={facts.city}
      phone={{ number: facts.phone, e164: facts.phoneE164 }}
      email={facts.email}
    />
    <h3>{copy.openingHours}</h3>
    <OpeningHours hours={facts.openingHours} note={facts.openingHoursNote} />
  </div>
);

/** The bottom line: copyright, Impressum, Datenschutz and the cookie settings. */
const FooterBottom = ({ copy }: { copy: FooterCopy }) => (
  <Bottom>
    <p>{copy.copyright}</p>
    <ul>
      <li>
        <Link to="/impressum">{copy.imprint}</Link>
      </li>
      <li>
        <Link to="/datenschutz">{copy.privacy}</Link>
      </li>
      <li data-consent-settings="">
        <CookieSettingsButton />
      </li>
    </ul>
  </Bottom>
);

const Wrapper = styled.footer`
  background: #070910;
  border-top: 1px solid ${theme.colors.border};
  padding: ${`${theme.space[7]} ${theme.space[5]} ${theme.space[8]}`};
  ${media.md} {
    padding: ${`${theme.space[8]} ${theme.space[5]} ${theme.space[9]}`};
  }
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};

  h2 {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.text};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.text};
    margin-top: ${theme.space[5]};
  }
  ul {
    ${stackedList}
    /* Two columns of short links on a phone: the footer is part of every page a thumb scrolls. */
    grid-template-columns: 1fr 1fr;
    column-gap: ${theme.space[4]};
    ${media.md} {
      grid-template-columns: none;
    }
  }
  a {
    color: ${theme.colors.text};
  }
  a:hover {
    color: ${theme.colors.accent};
  }
  address {
    font-style: normal;
    line-height: 1.8;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  ${media.md} {
    gap: ${theme.space[7]};
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: 1fr 1.2fr 1fr 1.4fr;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space[4]};
  max-width: ${theme.maxWidth};
  margin: ${theme.space[7]} auto 0;
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.border};
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[5]};
  }
`;
