import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Container } from "../../components/ui/Container";
import { ByCustomer } from "../../components/Pricing/PackagePricing";
import { grossAside, priceLabel } from "../../components/Pricing/Pricing.labels";
import { ON_THIS_PAGE_LABELS as L, type JumpTarget } from "./OnThisPage.labels";

interface Props {
  /** The sections to jump to, by id, in page order (each must exist on the page). */
  targets: readonly JumpTarget[];
  /** The lowest package price (net): "Pakete ab 952€ inkl. MwSt.", following the page's switch. */
  netPriceFrom?: number;
  vatRate?: number;
}

/**
 * Under the hero of a long landing page: where the prices start (a phone sees it on its first
 * screens, not at screen 20) and a short list of plain anchor links to the page's main parts.
 */
export const OnThisPage = ({ targets, netPriceFrom, vatRate = 0 }: Props) => (
  <Band>
    <Container>
      {netPriceFrom != null && (
        <Price data-testid="price-from">
          {L.priceFrom}{" "}
          <ByCustomer
            text={(c) => priceLabel(netPriceFrom, c, vatRate).text}
            aside={(c) => (c === "business" ? grossAside(netPriceFrom, vatRate) : null)}
          />{" "}
          <a href="#pakete">{L.priceLink}</a>
        </Price>
      )}
      <nav aria-label={L.label}>
        <Jumps>
          {targets.map((t) => (
            <li key={t}>
              <a href={`#${t}`}>{L.sections[t]}</a>
            </li>
          ))}
        </Jumps>
      </nav>
    </Container>
  </Band>
);

const Band = styled.div`
  padding: ${theme.space[4]} 0;
  border-bottom: 1px solid ${theme.colors.border};
`;

const Price = styled.p`
  margin: 0 0 ${theme.space[2]};
  font-weight: 700;
  a {
    margin-left: ${theme.space[2]};
    color: ${theme.colors.accent};
    font-weight: 600;
    white-space: nowrap;
  }
`;

const Jumps = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    min-height: 44px;
    padding: ${theme.space[2]} 0;
    line-height: 28px;
    color: ${theme.colors.accent};
  }
`;
