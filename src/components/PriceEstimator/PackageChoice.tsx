import React from "react";
import styled from "styled-components";
import { ESTIMATE_PARAMS as P, type EstimatorPackage } from "../../lib/estimate";
import { PRICE_ESTIMATOR_LABELS as M } from "./PriceEstimator.labels";
import { Group, Option, Options } from "./PriceEstimator.styles";

interface Props {
  packages: readonly EstimatorPackage[];
  /** The package chosen when the page loads. */
  defaultId: string;
  /** A net price as the chosen customer type sees it, e.g. "1.428". */
  shown: (net: number) => string;
  /** After the euros of a net price: "inkl. MwSt." or "zzgl. 19% MwSt. (… € brutto)". */
  vat: (net: number) => string;
}

/** One radio button per package, with its duration and price. */
export const PackageChoice = ({ packages, defaultId, shown, vat }: Props) => (
  <Group>
    <legend>{M.packageLegend}</legend>
    <Options>
      {packages.map((p) => (
        <Option key={p.id}>
          <input type="radio" name={P.package} value={p.id} defaultChecked={p.id === defaultId} />
          <span>
            <strong>{p.name}</strong>
            <small>
              {M.hours(p.durationHours)} ·{" "}
              <Nowrap>
                {M.amount(shown(p.netPrice))} {vat(p.netPrice)}
              </Nowrap>
            </small>
          </span>
        </Option>
      ))}
    </Options>
  </Group>
);

/** The amount and its VAT note stay together where they fit; a business line's gross price may wrap. */
const Nowrap = styled.span`
  display: inline-block;
  max-width: 100%;
`;
