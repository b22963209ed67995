import { EnquiryNudge } from "../../components/EnquiryNudge";
import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { Stats } from "../../components/ui/Stats";
import { Tile } from "../../components/ui/Tile";
import { TileGrid } from "../../components/ui/Grid";
import { useWhatsAppUrl } from "../../components/WhatsAppLink";
import { EnquireCallButtons } from "../../components/ui/EnquireCallButtons";
import { graphql } from "gatsby";
import { InlineText } from "../../components/ui/InlineText";
import { useSiteFacts } from "../../hooks/useSiteFacts";

/**
 * The shared blocks of content/blocks/blocks.yaml, as a page reads them for its place
 * (`citiesYaml { blocks { ...BlocksFields } }`: {city} is filled in by the build, gatsby/tokens.ts).
 */
export const query = graphql`
  fragment BlocksFields on BlocksYaml {
    selectionCriteria {
      title
      intro
      short
      items {
        title
        text
      }
    }
    reasons {
      title
      short
      items {
        title
        text
      }
      stats {
        value
        label
      }
    }
    cta {
      title
      text
    }
    cityFaq {
      question
      answer
    }
    headings {
      cityHeroEyebrow
      cityHeroCta
      cityIntroEyebrow
      cityIntroTitle
      cityDistance
      citySpecialtiesTitle
      cityPricingTitle
      cityPricingCta
      cityFaqTitle
      selectionEyebrow
      reasonsEyebrow
      pricingEyebrow
      faqEyebrow
      occasionsTitle
      ctaButton
      reviewsTitleCity
      ...ReviewHeadings
    }
  }
`;

type Blocks = Queries.BlocksFieldsFragment;

/**
 * "Worauf Sie achten sollten": the selection criteria, phrased for one place. In full on the guide;
 * `short` (city and regional pages): the few sentences every such page shares word for word, with
 * a link to the guide – one page explains it, the others point to it.
 */
export const SelectionCriteria = ({ blocks, alt, short }: { blocks: Blocks; alt?: boolean; short?: boolean }) => {
  const { selectionCriteria, headings } = blocks;
  if (short)
    return (
      <Section $alt={alt} aria-labelledby="kriterien-title">
        <Container>
          <SectionHeading eyebrow={headings.selectionEyebrow} title={selectionCriteria.title} id="kriterien-title" />
          <Short>
            <InlineText text={selectionCriteria.short} />
          </Short>
        </Container>
      </Section>
    );
  return (
    <Section id="kriterien" $alt={alt} aria-labelledby="kriterien-title">
      <Container>
        <SectionHeading eyebrow={headings.selectionEyebrow} title={selectionCriteria.title} id="kriterien-title">
          {selectionCriteria.intro}
        </SectionHeading>
        <TileGrid>
          {selectionCriteria.items.map((item, i) => (
            <Tile
              key={item.title}
              lead={<Number aria-hidden="true">{String(i + 1).padStart(2, "0")}</Number>}
              title={item.title}
              text={item.text}
              fold
            />
          ))}
        </TileGrid>
        <EnquiryNudge />
      </Container>
    </Section>
  );
};

/** Reasons with statistics (30+ years, 100+ events …). */
export const Reasons = ({ blocks, alt, short }: { blocks: Blocks; alt?: boolean; short?: boolean }) => {
  const { reasons, headings } = blocks;
  if (short)
    return (
      <Section $alt={alt} aria-labelledby="gruende-title">
        <Container>
          <SectionHeading eyebrow={headings.reasonsEyebrow} title={reasons.title} id="gruende-title" />
          <Stats items={reasons.stats} />
          <Short>
            <InlineText text={reasons.short} />
          </Short>
        </Container>
      </Section>
    );
  return (
    <Section $alt={alt} aria-labelledby="gruende-title">
      <Container>
        <SectionHeading eyebrow={headings.reasonsEyebrow} title={reasons.title} id="gruende-title" />
        <Stats items={reasons.stats} />
        <TileGrid style={{ marginTop: "2rem" }}>
          {reasons.items.map((item) => (
            <Tile key={item.title} title={item.title} text={item.text} fold />
          ))}
        </TileGrid>
      </Container>
    </Section>
  );
};

/** The closing call to action all landing pages share (content/blocks: cta, headings.ctaButton). */
export const sharedCta = (blocks: Blocks) => ({
  title: blocks.cta.title,
  text: blocks.cta.text,
  label: blocks.headings.ctaButton,
});

/** Closing call to action: enquiry (scrolling to the form) or a phone call. */
export const CallToAction = ({
  title,
  text,
  label,
  whatsapp = false,
}: {
  /** Title, text and button label (most pages: the shared ones of content/blocks, see `sharedCta`). */
  title: string;
  text: string;
  label: string;
  /** Offer WhatsApp as a third way (Christmas pages), if site.yaml has a number. */
  whatsapp?: boolean;
}) => {
  const facts = useSiteFacts();
  const whatsappUrl = useWhatsAppUrl();
  return (
    <Section aria-labelledby="cta-title">
      <Container>
        <Box>
          <h2 id="cta-title">{title}</h2>
          <p>{text}</p>
          <EnquireCallButtons
            way="abschnitt"
            enquireLabel={label}
            phone={facts.phone}
            phoneE164={facts.phoneE164}
            whatsappUrl={whatsapp ? whatsappUrl : null}
            align="center"
          />
        </Box>
      </Container>
    </Section>
  );
};

const Short = styled.p`
  max-width: 46rem;
  margin: ${theme.space[5]} 0 0;
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.muted};
`;

const Number = styled.span`
  display: block;
  font-family: ${theme.fonts.display};
  font-size: 2rem;
  color: ${theme.colors.accent};
`;

const Box = styled.div`
  padding: ${`${theme.space[6]} ${theme.space[5]}`};
  ${media.md} {
    padding: ${`${theme.space[8]} ${theme.space[6]}`};
  }
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(ellipse at 100% 0%, rgba(224, 69, 123, 0.35), transparent 60%),
    radial-gradient(ellipse at 0% 100%, ${theme.tint(0.25)}, transparent 55%), ${theme.colors.surfaceAlt};
  text-align: center;
  p {
    max-width: 40rem;
    margin: 0 auto ${theme.space[6]};
    color: ${theme.colors.text};
  }
`;
