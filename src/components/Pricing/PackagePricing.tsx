import React, { useState } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { PriceToggle } from "./PriceToggle";
import { priceFootnote, priceLabel, type CustomerType } from "../../lib/pricing";
import { ButtonLink } from "../Button";
import { Card, Features, Grid } from "../Cards";
import { ROUTES } from "../../../gatsby/routes";

export interface PricedPackage {
  id: string;
  name: string;
  netPrice: number;
  durationHours: number;
  features: readonly string[];
  popular?: boolean | null;
}

interface Props {
  packages: readonly PricedPackage[];
  vatRate: number;
  ctaLabel: string;
  /** "6 Stunden" on guide pages, "bis zu 4 Stunden" on Christmas pages. */
  durationPrefix?: string;
}

/** Package cards with the private/business price toggle. */
export const PackagePricing = ({ packages, vatRate, ctaLabel, durationPrefix = "" }: Props) => {
  const [customer, setCustomer] = useState<CustomerType>("private");
  return (
    <>
      <PriceToggle value={customer} onChange={setCustomer} />
      <Grid>
        {packages.map((p) => (
          <PriceCard key={p.id} $popular={!!p.popular} data-testid={`package-${p.id}`}>
            {p.popular && <Popular>Beliebteste Wahl</Popular>}
            <h3>{p.name}</h3>
            <Price>{priceLabel(p.netPrice, customer, vatRate).text}</Price>
            <Duration>{durationPrefix}{p.durationHours} Stunden</Duration>
            <Features>
              {p.features.map((f) => <li key={f}>{f}</li>)}
            </Features>
            <Cta to={ROUTES.contact} state={{ scrollToForm: true }} $variant={p.popular ? "primary" : "secondary"}>
              {ctaLabel}<span className="visually-hidden"> – {p.name}</span>
            </Cta>
          </PriceCard>
        ))}
      </Grid>
      <Footnote data-testid="price-footnote" aria-live="polite">{priceFootnote(customer, vatRate)}</Footnote>
    </>
  );
};

const PriceCard = styled(Card)<{ $popular: boolean }>`
  position: relative;
  border-color: ${({ $popular }) => ($popular ? theme.colors.accent : theme.colors.border)};
  box-shadow: ${({ $popular }) => ($popular ? theme.shadows.glow : "none")};
`;

const Popular = styled.span`
  position: absolute;
  top: -14px;
  left: 50%;
  transform: translateX(-50%);
  padding: 2px ${theme.space[4]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.highlight};
  color: #fff;
  font-weight: 800;
  font-size: ${theme.fontSizes.xs};
  white-space: nowrap;
`;

const Price = styled.p`
  font-family: ${theme.fonts.display};
  font-size: 2.25rem;
  line-height: 1.1;
  color: ${theme.colors.text} !important;
  margin-bottom: ${theme.space[1]};
`;

const Duration = styled.p`
  font-weight: 600;
`;

const Cta = styled(ButtonLink)`
  margin-top: ${theme.space[6]};
`;

const Footnote = styled.p`
  margin-top: ${theme.space[5]};
  text-align: center;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;
