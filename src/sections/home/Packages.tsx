import React from "react";
import { graphql } from "gatsby";
import { TeaserSection } from "../../components/ui/TeaserSection";
import { ButtonLink } from "../../components/Button";
import { ROUTES } from "../../model/routes";
import { AccentCard } from "../../components/ui/Card";
import { Grid } from "../../components/ui/Grid";
import { TickList } from "../../components/ui/TickList";
import type { PackagesData } from "../../model/collections";
import { priceLabel } from "../../components/Pricing/Pricing.labels";
import { ESTIMATE_PARAMS } from "../../lib/estimate-params";
import { enquiryHref } from "../../lib/enquiry-source";
import { HOME_PACKAGES_LABELS } from "./Packages.labels";
import styled from "styled-components";
import { theme } from "../../styles/theme";

const PackageButton = styled(ButtonLink)`
  margin-top: auto;
`;

const Price = styled.p`
  margin: 0 0 ${theme.space[3]};
  font-weight: 700;
  color: ${theme.colors.accent};
`;

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
  vatRate,
}: {
  copy: Queries.HomePackagesCopyFragment;
  packages: readonly HomePackage[];
  vatRate: number;
}) => {
  return (
    <TeaserSection id="leistungen" alt copy={copy} to={ROUTES.guide}>
      <Grid>
        {packages.map((p) => (
          <AccentCard key={p.id}>
            <h3>{p.name}</h3>
            {p.netPriceFrom != null && <Price>{priceLabel(p.netPriceFrom, "private", vatRate).text}</Price>}
            <p>{p.description}</p>
            <TickList>
              {p.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </TickList>
            <PackageButton
              to={enquiryHref({ from: "/", way: "paket", params: { [ESTIMATE_PARAMS.wish]: p.id }, hash: "anfrage" })}
              state={{ scrollToForm: true }}
              $variant="secondary"
            >
              {HOME_PACKAGES_LABELS.enquire(p.name)}
            </PackageButton>
          </AccentCard>
        ))}
      </Grid>
    </TeaserSection>
  );
};
