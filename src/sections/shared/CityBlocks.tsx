import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { Stats } from "../../components/ui/Stats";
import { Tile } from "../../components/ui/Tile";
import { TileGrid } from "../../components/ui/Grid";
import { useWhatsAppUrl } from "../../hooks/useWhatsAppUrl";
import { EnquireCallButtons } from "../../components/ui/EnquireCallButtons";
import { useBlocks } from "../../hooks/useBlocks";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { fillTokens } from "../../lib/text";

/** "Worauf Sie achten sollten": the selection criteria, phrased for one city. */
export const SelectionCriteria = ({ city, alt }: { city: string; alt?: boolean }) => {
  const { selectionCriteria, headings } = useBlocks();
  return (
    <Section $alt={alt} aria-labelledby="kriterien-title">
      <Container>
        <SectionHeading
          eyebrow={headings.selectionEyebrow}
          title={fillTokens(selectionCriteria.title, { city })}
          id="kriterien-title"
        >
          {fillTokens(selectionCriteria.intro, { city })}
        </SectionHeading>
        <TileGrid>
          {selectionCriteria.items.map((item, i) => (
            <Tile
              key={item.title}
              lead={<Number aria-hidden="true">{String(i + 1).padStart(2, "0")}</Number>}
              title={fillTokens(item.title, { city })}
              text={fillTokens(item.text, { city })}
            />
          ))}
        </TileGrid>
      </Container>
    </Section>
  );
};

/** Reasons with statistics (30+ years, 100+ events …). */
export const Reasons = ({ city, alt }: { city: string; alt?: boolean }) => {
  const { reasons, headings } = useBlocks();
  return (
    <Section $alt={alt} aria-labelledby="gruende-title">
      <Container>
        <SectionHeading
          eyebrow={headings.reasonsEyebrow}
          title={fillTokens(reasons.title, { city })}
          id="gruende-title"
        />
        <Stats items={reasons.stats} />
        <TileGrid style={{ marginTop: "2rem" }}>
          {reasons.items.map((item) => (
            <Tile key={item.title} title={fillTokens(item.title, { city })} text={fillTokens(item.text, { city })} />
          ))}
        </TileGrid>
      </Container>
    </Section>
  );
};

/** Closing call to action: enquiry (scrolling to the form) or a phone call. */
export const CallToAction = ({
  city,
  title,
  text,
  label,
  whatsapp = false,
}: {
  city: string;
  /** Title, text and button label; without them, the shared ones of content/blocks (cta, headings.ctaButton). */
  title?: string;
  text?: string;
  label?: string;
  /** Offer WhatsApp as a third way (Christmas pages), if site.yaml has a number. */
  whatsapp?: boolean;
}) => {
  const { cta, headings } = useBlocks();
  const facts = useSiteFacts();
  const whatsappUrl = useWhatsAppUrl();
  return (
    <Section aria-labelledby="cta-title">
      <Container>
        <Box>
          <h2 id="cta-title">{fillTokens(title ?? cta.title, { city })}</h2>
          <p>{fillTokens(text ?? cta.text, { city })}</p>
          <EnquireCallButtons
            enquireLabel={label ?? headings.ctaButton}
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

const Number = styled.span`
  display: block;
  font-family: ${theme.fonts.display};
  font-size: 2rem;
  color: ${theme.colors.accent};
`;

const Box = styled.div`
  padding: ${`${theme.space[8]} ${theme.space[6]}`};
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(ellipse at 100% 0%, rgba(224, 69, 123, 0.35), transparent 60%),
    radial-gradient(ellipse at 0% 100%, rgba(255, 176, 32, 0.25), transparent 55%), ${theme.colors.surfaceAlt};
  text-align: center;
  p {
    max-width: 40rem;
    margin: 0 auto ${theme.space[6]};
    color: ${theme.colors.text};
  }
`;
