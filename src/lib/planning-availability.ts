import type { AvailabilityData } from "../model/collections";

/**
 * The days of a page's PlanningData (availability.yaml, merged with the owner's calendar at build time).
 * A module of its own: the date check's chunk needs this, not the Preisrechner's lib/estimate.
 */
export const availabilityOf = (data: {
  readonly availabilityYaml: Partial<Pick<AvailabilityData, "updatedAt" | "booked" | "tentative">> | null;
}): AvailabilityData => ({
  updatedAt: data.availabilityYaml?.updatedAt ?? "",
  booked: [...(data.availabilityYaml?.booked ?? [])],
  tentative: [...(data.availabilityYaml?.tentative ?? [])],
});
