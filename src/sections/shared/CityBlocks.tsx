import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { ButtonAnchor, ButtonLink } from "../../components/Button";
import { Stats } from "../home/About";
import { useBlocks } from "../../hooks/useBlocks";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { fillTokens } from "../../lib/text";
import { ROUTES } from "../../../gatsby/routes";

/** "Worauf Sie achten sollten": the selection criteria, phrased for one city. */
export const SelectionCriteria = ({ city, alt }: { city: string; alt?: boolean }) => {
  const { selectionCriteria } = useBlocks();
  return (
    <Section $alt={alt} aria-labelledby="kriterien-title">
      <Container>
        <SectionHeading eyebrow="Auswahlkriterien" title={fillTokens(selectionCriteria.title, { city })} id="kriterien-title">
          {fillTokens(selectionCriteria.intro, { city })}
        </SectionHeading>
        <TileGrid>
          {selectionCriteria.items.map((item, i) => (
            <Tile key={item.title}>
              <Number aria-hidden="true">{String(i + 1).padStart(2, "0")}</Number>
              <h3>{fillTokens(item.title, { city })}</h3>
              <p>{fillTokens(item.text, { city })}</p>
            </Tile>
          ))}
        </TileGrid>
      </Container>
    </Section>
  );
};

/** Reasons with statistics (30+ years, 100+ events …). */
export const Reasons = ({ city, alt }: { city: string; alt?: boolean }) => {
  const { reasons } = useBlocks();
  return (
    <Section $alt={alt} aria-labelledby="gruende-title">
      <Container>
        <SectionHeading eyebrow="Ihre Vorteile" title={fillTokens(reasons.title, { city })} id="gruende-title" />
        <Stats>
          {reasons.stats.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </Stats>
        <TileGrid style={{ marginTop: "2rem" }}>
          {reasons.items.map((item) => (
            <Tile key={item.title}>
              <h3>{fillTokens(item.title, { city })}</h3>
              <p>{fillTokens(item.text, { city })}</p>
            </Tile>
          ))}
        </TileGrid>
      </Container>
    </Section>
  );
};

/** Closing call to action: enquiry (scrolling to the form) or a phone call. */
export const CallToAction = ({ city, title, text, label = "Jetzt anfragen" }: { city: string; title?: string; text?: string; label?: string }) => {
  const { cta } = useBlocks();
  const facts = useSiteFacts();
  return (
    <Section aria-labelledby="cta-title">
      <Container>
        <Box>
          <h2 id="cta-title">{fillTokens(title ?? cta.title, { city })}</h2>
          <p>{fillTokens(text ?? cta.text, { city })}</p>
          <Actions>
            <ButtonLink to={ROUTES.contact} state={{ scrollToForm: true }} $size="lg">
              {label}
            </ButtonLink>
            <ButtonAnchor href={`tel:${facts.phoneE164}`} $variant="secondary" $size="lg">
              Anrufen:{"\u00a0"}
              {facts.phone}
            </ButtonAnchor>
          </Actions>
        </Box>
      </Container>
    </Section>
  );
};

export const TileGrid = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
`;

export const Tile = styled.article`
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
  h3 {
    font-size: ${theme.fontSizes.xl};
  }
  p {
    color: ${theme.colors.muted};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[4]};
`;
