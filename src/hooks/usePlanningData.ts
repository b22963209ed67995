import { graphql, useStaticQuery } from "gatsby";
import type { AvailabilityData } from "../model/collections";
import type { EstimatorData, EstimatorVariant } from "../lib/estimate";

/**
 * Content of the date check and the price estimate: booked days (content/availability), packages
 * (content/packages), extra hours and extras (content/extras) and the VAT rate (content/site).
 */
export function usePlanningData(): {
  availability: AvailabilityData;
  estimator: (variant: EstimatorVariant) => EstimatorData;
} {
  const data = useStaticQuery<Queries.PlanningDataQuery>(graphql`
    query PlanningData {
      availabilityYaml {
        updatedAt
        booked
        tentative
      }
      extrasYaml {
        hourlyRate
        maxExtraHours
        extras {
          id
          name
          netPrice
          description
        }
      }
      packagesYaml {
        guide {
          id
          name
          netPrice
          durationHours
        }
        christmas {
          id
          name
          netPrice
          durationHours
        }
      }
      siteYaml {
        vatRate
      }
    }
  `);
  const availability: AvailabilityData = {
    updatedAt: data.availabilityYaml?.updatedAt ?? "",
    booked: data.availabilityYaml?.booked ?? [],
    tentative: data.availabilityYaml?.tentative ?? [],
  };
  const extras = data.extrasYaml;
  return {
    availability,
    estimator: (variant) => ({
      packages: variant === "christmas" ? data.packagesYaml!.christmas : data.packagesYaml!.guide,
      hourlyRate: extras?.hourlyRate ?? 0,
      maxExtraHours: extras?.maxExtraHours ?? 0,
      extras: extras?.extras ?? [],
      vatRate: data.siteYaml!.vatRate,
    }),
  };
}
