import React, { useId } from "react";
import styled, { css } from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import type { CustomerType } from "../../lib/pricing";
import { PRICING_LABELS } from "./Pricing.labels";

const CUSTOMERS: CustomerType[] = ["private", "business"];

interface Props {
  /** The radios' name: the price cards use a generated one; the Preisrechner's form sends its own (kunde). */
  name?: string;
  defaultValue?: CustomerType;
  /** Legend above the switch, smaller labels on phones: the narrow column of the Preisrechner. */
  compact?: boolean;
}

/**
 * Private/business switch as a real radio group: arrow keys move between the two. Uncontrolled:
 * the price cards follow the checked radio by CSS (PackagePricing, src/styles/GlobalStyle.ts: the
 * switch names the type it starts on), the Preisrechner reads its form; both before and after hydration.
 */
export const PriceToggle = ({ name, defaultValue = "private", compact = false }: Props) => {
  const generated = useId();
  return (
    <Group $compact={compact} data-price-switch={defaultValue} onChange={keepInStep}>
      <legend>{PRICING_LABELS.toggleLegend}</legend>
      <div>
        {CUSTOMERS.map((c) => (
          <label key={c}>
            <input type="radio" name={name ?? generated} value={c} defaultChecked={c === defaultValue} />
            {PRICING_LABELS.customers[c]}
          </label>
        ))}
      </div>
    </Group>
  );
};

/**
 * One choice per page: a switch that changes sets the page's other switches (price cards and
 * Preisrechner) to the same customer type. A click, so that a form listening for changes (the
 * Preisrechner) hears it; a switch already in step is left alone, so the clicks end there.
 */
function keepInStep(event: React.ChangeEvent<HTMLFieldSetElement>) {
  const chosen = event.target as unknown as HTMLInputElement;
  if (chosen.type !== "radio" || !chosen.checked) return;
  document.querySelectorAll<HTMLInputElement>("[data-price-switch] input[type=radio]").forEach((radio) => {
    if (radio.value === chosen.value && !radio.checked) radio.click();
  });
}

const Group = styled.fieldset<{ $compact: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  /* A fieldset's min-width is its content's by default: 401 px at 375, a phone's page grew with it. */
  min-width: 0;
  margin: 0 0 ${theme.space[6]};
  padding: 0;
  border: 0;
  legend {
    float: left;
    margin-right: ${theme.space[3]};
    color: ${theme.colors.muted};
    font-weight: 600;
  }
  > div {
    display: inline-flex;
    flex-wrap: wrap;
    justify-content: center;
    max-width: 100%;
    padding: 4px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceAlt};
  }
  label {
    position: relative;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    /* Narrow on a small phone: both choices fit beside each other at 320 px. */
    padding: 0 ${theme.space[3]};
    border-radius: ${theme.radii.pill};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    cursor: pointer;
    ${media.sm} {
      padding: 0 ${theme.space[5]};
      font-size: inherit;
    }
  }
  label:has(input:checked) {
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  }
  label:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  ${({ $compact }) =>
    $compact &&
    css`
      display: block;
      margin: 0;
      legend {
        float: none;
        margin: 0 0 ${theme.space[2]};
      }
      > div {
        flex-wrap: wrap;
      }
      label {
        padding: 0 ${theme.space[2]};
        font-size: ${theme.fontSizes.sm};
        white-space: nowrap;
        ${media.sm} {
          padding: 0 ${theme.space[4]};
          font-size: ${theme.fontSizes.md};
        }
      }
    `}
`;
