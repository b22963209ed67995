import React from "react";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { ButtonLink } from "../../components/Button";
import { ROUTES } from "../../model/routes";
import { Center } from "../../components/ui/Container";
import { AccentCard } from "../../components/ui/Card";
import { Grid } from "../../components/ui/Grid";
import { TickList } from "../../components/ui/TickList";
import { useHomeTexts } from "../../hooks/useHomeTexts";
import { useText } from "../../hooks/useText";
import type { PackagesData } from "../../model/collections";

/** packages.yaml → home: the packages by occasion on the start page. */
type HomePackage = PackagesData["home"][number];

export const Packages = ({ packages }: { packages: readonly HomePackage[] }) => {
  const copy = useHomeTexts().packages;
  const t = useText();
  return (
    <Section id="leistungen" $alt aria-labelledby="leistungen-title">
      <Container>
        <SectionHeading eyebrow={t(copy.eyebrow)} title={t(copy.title)} id="leistungen-title">
          {t(copy.text)}
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
            {t(copy.link)}
          </ButtonLink>
        </Center>
      </Container>
    </Section>
  );
};
