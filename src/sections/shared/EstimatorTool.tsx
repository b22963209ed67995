import React from "react";
import { PriceEstimator } from "../../components/PriceEstimator";
import type { IslandProps } from "../../components/Island";
import { planningContent, type EstimatorVariant, type PlanningSource, type Selection } from "../../lib/estimate";
import type { CustomerType } from "../../lib/pricing";

export interface EstimatorToolProps extends IslandProps {
  planning: PlanningSource;
  variant: EstimatorVariant;
  contactPath: string;
  initial?: Partial<Selection>;
  occasion?: string | null;
  /** The packages this page offers (an occasion's, by id, in content order); all of the variant's without. */
  packageIds?: readonly string[];
  /** Whose prices the switch shows first. */
  customer?: CustomerType;
}

/**
 * The Preisrechner with its packages, extras and VAT from the page's data: PlanningTools' island, so
 * this code (and the estimate's) loads with the tool, not with the page.
 */
const EstimatorTool = ({ planning, variant, occasion, packageIds, ...rest }: EstimatorToolProps) => {
  const data = planningContent(planning).estimator(variant, occasion);
  const packages = packageIds ? data.packages.filter((p) => packageIds.includes(p.id)) : data.packages;
  return <PriceEstimator {...data} {...rest} packages={packages} variant={variant} occasion={occasion} />;
};
export default EstimatorTool;
