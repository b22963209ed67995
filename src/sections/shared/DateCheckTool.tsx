import React from "react";
import { AvailabilityCheck } from "../../components/AvailabilityCheck";
import type { IslandProps } from "../../components/Island";
import { availabilityOf } from "../../lib/planning-availability";
import type { PlanningSource } from "../../lib/estimate";

/**
 * The date check with its days from the page's data: PlanningTools' island, so this code loads with the tool
 * (and not the Preisrechner's: lib/estimate stays out of its chunk).
 */
const DateCheckTool = ({
  planning,
  contactPath,
  idBase,
}: { planning: PlanningSource; contactPath: string } & IslandProps) => (
  <AvailabilityCheck availability={availabilityOf(planning)} contactPath={contactPath} idBase={idBase} />
);
export default DateCheckTool;
