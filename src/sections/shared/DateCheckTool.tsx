import React from "react";
import { AvailabilityCheck } from "../../components/AvailabilityCheck";
import type { IslandProps } from "../../components/Island";
import { planningContent, type PlanningSource } from "../../lib/estimate";

/** The date check with its days from the page's data: PlanningTools' island, so this code loads with the tool. */
const DateCheckTool = ({
  planning,
  contactPath,
  idBase,
}: { planning: PlanningSource; contactPath: string } & IslandProps) => (
  <AvailabilityCheck availability={planningContent(planning).availability} contactPath={contactPath} idBase={idBase} />
);
export default DateCheckTool;
