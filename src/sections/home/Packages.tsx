import React from "react";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { ButtonLink } from "../../components/Button";
import { ROUTES } from "../../../gatsby/routes";
import { Center } from "../../components/ui/Container";
import { AccentCard } from "../../components/ui/Card";
import { Grid } from "../../components/ui/Grid";
import { TickList } from "../../components/ui/TickList";

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
          <AccentCard key={p.id}>
            <h3>{p.name}</h3>
            <p>{p.description}</p>
            <TickList>
              {p.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </TickList>
          </AccentCard>
        ))}
      </Grid>
      <Center>
        <ButtonLink to={ROUTES.guide} $variant="secondary">
          Preise und Pakete im Detail
        </ButtonLink>
      </Center>
    </Container>
  </Section>
);
