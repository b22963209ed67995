import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { PriceToggle } from "./PriceToggle";
import type { CustomerType } from "../../lib/pricing";
import { PRICING_LABELS, grossAside, priceFootnote, priceLabel } from "./Pricing.labels";
import { ButtonLink } from "../Button";
import { AccentCard } from "../ui/Card";
import { Grid } from "../ui/Grid";
import { TickList } from "../ui/TickList";
import { enquiryHref } from "../../lib/enquiry-source";
import { ESTIMATE_PARAMS } from "../../lib/estimate-params";
import { usePagePath } from "../PagePath";
import type { PricedPackageData } from "../../model/collections";

interface Props {
  packages: readonly PricedPackageData[];
  vatRate: number;
  ctaLabel: string;
  /** "6 Stunden" on guide pages, "bis zu 4 Stunden" on Christmas pages. */
  durationPrefix?: string;
  /** The page's occasion (the enquiry form's eventTyp, e.g. hochzeit, weihnachtsfeier): a card's link carries it with the package. */
  occasion?: string | null;
  /** On a phone, the cards in a row to swipe through instead of one under another. */
  swipe?: boolean;
  /** Whose prices the switch shows first: "business" (net) on pages for companies; private (gross) by default. */
  customer?: CustomerType;
}

const CUSTOMERS: CustomerType[] = ["private", "business"];

/**
 * Both texts in the HTML; CSS shows the one for the checked customer type (src/styles/GlobalStyle.ts).
 * `aside`: a smaller addition to one of them (the gross price beside a net one).
 */
export const ByCustomer = ({
  text,
  aside,
}: {
  text: (c: CustomerType) => string;
  aside?: (c: CustomerType) => string | null;
}) => (
  <>
    {CUSTOMERS.map((c) => (
      <span key={c} data-customer={c}>
        {text(c)}
        {aside?.(c) && <small> {aside(c)}</small>}
      </span>
    ))}
  </>
);

/**
 * Package cards with the private/business price toggle. The toggle is a native radio group and
 * the prices switch by CSS (`:has(:checked)`), not by React state: it works from the first paint,
 * without JavaScript, and a switch costs one style recalculation instead of a re-render.
 */
export const PackagePricing = ({
  packages,
  vatRate,
  ctaLabel,
  durationPrefix = "",
  occasion,
  swipe,
  customer = "private",
}: Props) => {
  const from = usePagePath();
  const href = (id: string) =>
    enquiryHref({
      from,
      way: "paket",
      params: { [ESTIMATE_PARAMS.package]: id, ...(occasion && { [ESTIMATE_PARAMS.occasion]: occasion }) },
      hash: "anfrage",
    });
  return (
    <div>
      <PriceToggle defaultValue={customer} />
      <Grid $swipe={swipe}>
        {packages.map((p) => (
          <PriceCard key={p.id} $popular={!!p.popular} data-testid={`package-${p.id}`}>
            {p.popular && <Popular>{PRICING_LABELS.popular}</Popular>}
            <h3>{p.name}</h3>
            <Price>
              <ByCustomer
                text={(c) => priceLabel(p.netPrice, c, vatRate).text}
                aside={(c) => (c === "business" ? grossAside(p.netPrice, vatRate) : null)}
              />
            </Price>
            <Duration>
              {durationPrefix}
              {PRICING_LABELS.hours(p.durationHours)}
            </Duration>
            <TickList>
              {p.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </TickList>
            <Cta to={href(p.id)} state={{ scrollToForm: true }} $variant={p.popular ? "primary" : "secondary"}>
              {ctaLabel}
              <span className="visually-hidden"> – {p.name}</span>
            </Cta>
          </PriceCard>
        ))}
      </Grid>
      <Footnote data-testid="price-footnote" aria-live="polite">
        <ByCustomer text={(c) => priceFootnote(c, vatRate)} />
      </Footnote>
    </div>
  );
};

const PriceCard = styled(AccentCard)<{ $popular: boolean }>`
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
  small {
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.muted};
  }
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
