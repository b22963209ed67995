import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { ESTIMATE_PARAMS as P, type EstimatorExtra } from "../../lib/estimate";
import { PRICE_ESTIMATOR_LABELS as M } from "./PriceEstimator.labels";
import { Group, Option, Options } from "./PriceEstimator.styles";

interface Props {
  /** The estimator's id; each extra's description id derives from it. */
  id: string;
  extras: readonly EstimatorExtra[];
  /** The extras ticked when the page loads. */
  defaultIds: readonly string[];
  shown: (net: number) => string;
  vat: string;
}

/** A checkbox per extra, with its price and what it includes; nothing without extras in content. */
export const Extras = ({ id, extras, defaultIds, shown, vat }: Props) =>
  extras.length > 0 ? (
    <Group>
      <legend>{M.extrasLegend}</legend>
      <Options>
        {extras.map((e) => (
          <Option key={e.id}>
            <input
              type="checkbox"
              name={P.extra}
              value={e.id}
              defaultChecked={defaultIds.includes(e.id)}
              aria-describedby={`${id}-${e.id}`}
            />
            <span>
              <strong>
                {e.name} <Price>{M.extraPrice(shown(e.netPrice), vat)}</Price>
              </strong>
              <small id={`${id}-${e.id}`}>{e.description}</small>
            </span>
          </Option>
        ))}
      </Options>
    </Group>
  ) : null;

const Price = styled.span`
  color: ${theme.colors.accent};
  white-space: nowrap;
`;
