import React from "react";
import styled from "styled-components";
import { Container, Section } from "../../components/Container";
import { SectionHeading } from "../../components/SectionHeading";
import { ButtonLink } from "../../components/Button";
import { ROUTES } from "../../../gatsby/routes";

interface HomePackage {
  id: string;
  name: string;
  description: string;
  features: readonly string[];
}

export const Packages = ({ packages }: { packages: readonly HomePackage[] }) => (
  <Section id="leistungen" $alt aria-labelledby="leistungen-title">
    <Container>
      <SectionHeading eyebrow="Leistungen" title="Pakete für Ihren Anlass" id="leistungen-title">
        Jede Feier ist anders. Diese drei Pakete sind der Ausgangspunkt – im Vorgespräch passen wir sie genau an Ihr Event an.
      </SectionHeading>
      <Grid>
        {packages.map((p) => (
          <Card key={p.id}>
            <h3>{p.name}</h3>
            <p>{p.description}</p>
            <Features>
              {p.features.map((f) => <li key={f}>{f}</li>)}
            </Features>
          </Card>
        ))}
      </Grid>
      <Center>
        <ButtonLink to={ROUTES.guide} $variant="secondary">Preise und Pakete im Detail</ButtonLink>
      </Center>
    </Container>
  </Section>
);

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 { color: ${({ theme }) => theme.colors.accent}; }
  p { color: ${({ theme }) => theme.colors.muted}; }
`;

export const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li { position: relative; padding-left: 1.75rem; }
  li::before { content: "✓"; position: absolute; left: 0; color: ${({ theme }) => theme.colors.accent}; font-weight: 800; }
`;

export const Center = styled.div`
  margin-top: ${({ theme }) => theme.space[7]};
  text-align: center;
`;
