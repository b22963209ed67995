import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { PRICE_ESTIMATOR_LABELS as M } from "./PriceEstimator.labels";

interface Props {
  /** "1.428 €" */
  total: string;
  vat: string;
  /** Whether the app runs: only then does the figure follow the choices. */
  live: boolean;
}

/**
 * On a phone the summary lies far below the choices: this bar keeps the figure in sight while
 * choosing (sticky at the bottom edge); the summary's live region announces it. Invisible until
 * the app runs (its space kept: no shift). The state is an attribute, not a style prop: both states in
 * the one class the server sent, so the island's start inserts no style rule.
 */
export const RunningTotal = ({ total, vat, live }: Props) => (
  <Bar aria-hidden="true" data-testid="estimate-running-total" data-live={live ? "" : undefined}>
    <span>{M.runningTotal}</span>
    <span>
      <strong>{total}</strong> <small>{vat}</small>
    </span>
  </Bar>
);

const Bar = styled.p`
  visibility: hidden;
  &[data-live] {
    visibility: visible;
  }
  position: sticky;
  /* Above the phone's action bar (components/ActionBar.tsx) where the page has one, not behind it. */
  bottom: ${theme.space[2]};
  :where(html:has([data-after-hero])) & {
    bottom: calc(${theme.actionBarHeight} + env(safe-area-inset-bottom, 0px) + ${theme.space[2]});
  }
  ${media.md} {
    :where(html:has([data-after-hero])) & {
      bottom: ${theme.space[2]};
    }
  }
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${theme.space[1]};
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.bg};
  box-shadow: ${theme.shadows.card};
  > span:first-child {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }
  > span:last-child {
    margin-left: auto;
    min-width: 0;
  }
  strong {
    font-family: ${theme.fonts.display};
    font-size: 1.6rem;
    line-height: 1.2;
  }
  small {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
  ${media.lg} {
    display: none;
  }
`;
