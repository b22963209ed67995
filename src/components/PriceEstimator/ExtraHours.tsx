import React, { useRef } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { wrapRow } from "../../styles/wrap-row";
import { Button } from "../Button";
import { ESTIMATE_PARAMS as P } from "../../lib/estimate";
import { PRICE_ESTIMATOR_LABELS as M } from "./PriceEstimator.labels";
import { Group } from "./PriceEstimator.styles";

interface Props {
  /** The estimator's id; the field's ids derive from it. */
  id: string;
  max: number;
  /** The hours when the page loads. */
  defaultValue: number;
  /** The hours the estimate counts (whole, 0…max): the field shows them again when it loses focus. */
  counted: number;
  /** The price of an hour as the chosen customer type sees it, and its VAT note. */
  rate: string;
  vat: string;
  /** Called after − or + changed the field (a change the form's onChange does not see). */
  onStep: () => void;
}

/** A number field with − and + for the extra hours; typing works too. */
export const ExtraHours = ({ id, max, defaultValue, counted, rate, vat, onStep }: Props) => {
  const input = useRef<HTMLInputElement>(null);
  const step = (delta: number) => {
    if (!input.current) return;
    input.current.value = String(Math.min(Math.max((Number(input.current.value) || 0) + delta, 0), max));
    onStep();
  };
  const showCounted = () => {
    if (input.current) input.current.value = String(counted);
  };
  return (
    <Group>
      <legend>{M.extraHoursLabel}</legend>
      <Stepper>
        <Button
          type="button"
          $variant="ghost"
          aria-label={M.fewerHours}
          aria-controls={`${id}-hours`}
          onClick={() => step(-1)}
        >
          −
        </Button>
        <input
          ref={input}
          id={`${id}-hours`}
          type="number"
          name={P.hours}
          min={0}
          max={max}
          step={1}
          inputMode="numeric"
          defaultValue={defaultValue}
          aria-label={M.extraHoursLabel}
          aria-describedby={`${id}-hours-hint`}
          onBlur={showCounted}
        />
        <Button
          type="button"
          $variant="ghost"
          aria-label={M.moreHours}
          aria-controls={`${id}-hours`}
          onClick={() => step(1)}
        >
          +
        </Button>
        <small id={`${id}-hours-hint`}>{M.extraHoursHint(rate, vat, max)}</small>
      </Stepper>
    </Group>
  );
};

const Stepper = styled.div`
  ${wrapRow}
  gap: ${theme.space[2]};
  button {
    width: 48px;
    padding: 0;
    font-size: ${theme.fontSizes.lg};
  }
  input {
    width: 4.5rem;
    min-height: 48px;
    padding: 0 ${theme.space[2]};
    border: 1px solid ${theme.colors.border};
    border-radius: 10px;
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    color-scheme: dark;
    font: inherit;
    text-align: center;
  }
  small {
    flex-basis: 100%;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;
