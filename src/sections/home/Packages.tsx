import React from "react";
import { graphql } from "gatsby";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { ButtonLink } from "../../components/Button";
import { ROUTES } from "../../model/routes";
import { Center } from "../../components/ui/Container";
import { AccentCard } from "../../components/ui/Card";
import { Grid } from "../../components/ui/Grid";
import { TickList } from "../../components/ui/TickList";
import type { PackagesData } from "../../model/collections";

/** packages.yaml → home: the packages by occasion on the start page. */
type HomePackage = PackagesData["home"][number];

export const query = graphql`
  fragment HomePackagesCopy on HomePackagesTexts {
    eyebrow
    title
    text
    link
  }
`;

export const Packages = ({
  copy,
  packages,
}: {
  copy: Queries.HomePackagesCopyFragment;
  packages: readonly HomePackage[];
}) => {
  return (
    <Section id="leistungen" $alt aria-labelledby="leistungen-title">
      <Container>
        <SectionHeading eyebrow={copy.eyebrow} title={copy.title} id="leistungen-title">
          {copy.text}
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
            {copy.link}
          </ButtonLink>
        </Center>
      </Container>
    </Section>
  );
};
