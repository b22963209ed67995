import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { PageHeader } from "../../components/PageHeader";
import { Picture, roundFace } from "../../components/ui/Picture";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ContactTexts } from "./ContactTexts";
import { CONTACT_LABELS } from "./Contact.labels";

interface Props {
  /** What the visitor came with, in words: occasion (with the town), package – "Hochzeit · Premium-Paket". */
  interest?: readonly string[];
  /** A location the visitor chose on a location card. */
  selectedLocation?: string;
  /** Set when the visitor comes from the early-bird offer. */
  specialOffer?: string;
  texts: ContactTexts;
  /** The quote being accepted (/kontakt?angebot=…). */
  quoteNumber?: string | null;
  /** Who the enquiry is for, from the quote: "Anfrage von Anna Schmidt (Muster GmbH)". */
  requester?: string | null;
  /** The DJ's portrait (the HeroPortrait fragment): a face beside the intro. */
  portrait?: Queries.HeroPortraitFragment;
}

/** The page's title block, with a note of what the visitor came for. */
export const ContactHeader = ({
  interest = [],
  selectedLocation,
  specialOffer,
  texts: c,
  quoteNumber,
  requester,
  portrait,
}: Props) => {
  const face = portrait?.heroPortrait?.portrait;
  const image = face?.image?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined;
  return (
    <PageHeader eyebrow={c.eyebrow} title={c.title}>
      <Intro>
        {image && <Face image={image} alt={face!.imageAlt} priority sizes="72px" />}
        <p>{c.text}</p>
      </Intro>
      {interest.length > 0 && (
        <Interest data-testid="interest">
          {c.interest} {interest.join(" · ")}
        </Interest>
      )}
      {selectedLocation && (
        <Interest data-testid="selected-location">
          {c.interest} {selectedLocation}
        </Interest>
      )}
      {quoteNumber && <Interest data-testid="quote-accepted">{CONTACT_LABELS.acceptQuote(quoteNumber)}</Interest>}
      {requester && <Interest data-testid="requester">{requester}</Interest>}
      {specialOffer && <Interest data-testid="special-offer">{c.earlyBird}</Interest>}
    </PageHeader>
  );
};

const Intro = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[4]};
  p {
    margin: 0;
  }
`;

const Face = styled(Picture)`
  && {
    flex: 0 0 72px;
    width: 72px;
    height: 72px;
    ${roundFace}
  }
`;

const Interest = styled.p`
  display: inline-block;
  margin-top: ${theme.space[4]};
  padding: ${`${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${theme.radii.pill};
  background: ${theme.tint(0.16)};
  color: ${theme.colors.accent};
  font-weight: 700;
`;
