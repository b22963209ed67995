import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import {
  ESTIMATE_PARAMS as P,
  includedIn,
  partNote,
  type EstimatorExtra,
  type EstimatorPackage,
} from "../../lib/estimate";
import { PRICE_ESTIMATOR_LABELS as M } from "./PriceEstimator.labels";
import { Group as BaseGroup, Option, Options } from "./PriceEstimator.styles";

interface Props {
  /** The estimator's id; each extra's description id derives from it. */
  id: string;
  extras: readonly EstimatorExtra[];
  /** The packages to choose from: an extra a chosen package already contains is not offered with it. */
  packages: readonly EstimatorPackage[];
  /** The extras ticked when the page loads. */
  defaultIds: readonly string[];
  shown: (net: number) => string;
  /** After the euros of a net price: "inkl. MwSt." or "zzgl. 19% MwSt. (… € brutto)". */
  vat: (net: number) => string;
}

/**
 * A checkbox per extra, with its price and what it includes; nothing without extras in content. An
 * extra the chosen package already contains (packages.yaml → includesExtras) is hidden by CSS while
 * that package is checked – from the first paint, without JavaScript; the total leaves it out
 * (normalizeSelection). An extra the chosen package contains in part (packages.yaml → extraNotes)
 * shows the package's sentence on the difference beneath it, by CSS in the same way, so that no one
 * reads "Moderation des Abends" in the package and pays for moderation twice unawares.
 */
export const Extras = ({ id, extras, packages, defaultIds, shown, vat }: Props) =>
  extras.length > 0 ? (
    <Group $hideFor={packages.map((p) => p.id)}>
      <legend>{M.extrasLegend}</legend>
      <Options>
        {extras.map((e) => (
          <Option
            key={e.id}
            data-included-in={
              packages
                .filter((p) => includedIn(p, e.id))
                .map((p) => p.id)
                .join(" ") || undefined
            }
          >
            <input
              type="checkbox"
              name={P.extra}
              value={e.id}
              defaultChecked={defaultIds.includes(e.id)}
              aria-describedby={`${id}-${e.id}`}
            />
            <span>
              <strong>
                {e.name} <Price>{M.extraPrice(shown(e.netPrice), vat(e.netPrice))}</Price>
              </strong>
              <small id={`${id}-${e.id}`}>{e.description}</small>
              {packages.map((p) => {
                const note = partNote(p, e.id);
                return (
                  note && (
                    <small key={p.id} data-note-for={p.id}>
                      {note}
                    </small>
                  )
                );
              })}
            </span>
          </Option>
        ))}
      </Options>
    </Group>
  ) : null;

/** The form this group sits in has the package radios (PackageChoice.tsx). */
const Group = styled(BaseGroup)<{ $hideFor: readonly string[] }>`
  [data-note-for] {
    display: none;
    color: ${theme.colors.text};
  }
  ${({ $hideFor }) =>
    $hideFor
      .map(
        (pkg) =>
          `form:has(input[name="${P.package}"][value="${pkg}"]:checked) & [data-included-in~="${pkg}"] { display: none; }\n` +
          `form:has(input[name="${P.package}"][value="${pkg}"]:checked) & [data-note-for="${pkg}"] { display: block; }`,
      )
      .join("\n")}
`;

const Price = styled.span`
  color: ${theme.colors.accent};
  overflow-wrap: anywhere;
`;
