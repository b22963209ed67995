import React from "react";
import styled from "styled-components";
import { graphql } from "gatsby";
import { Container } from "../../components/ui/Container";
import { AvailabilityCheck } from "../../components/AvailabilityCheck";
import { PriceEstimator } from "../../components/PriceEstimator";
import { planningContent } from "../../lib/estimate";
import type { EstimatorVariant, Selection } from "../../lib/estimate";
import { ROUTES } from "../../model/routes";
import { theme } from "../../styles/theme";

/**
 * Content of the date check and the price estimate: booked days (content/availability), packages
 * (content/packages), extra hours and extras (content/extras) and the VAT rate (content/site).
 * A page that shows a tool (or the enquiry form's calendar) spreads it in its query.
 */
export const query = graphql`
  fragment PlanningData on Query {
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
      home {
        id
        name
      }
      guide {
        id
        name
        netPrice
        durationHours
        popular
      }
      christmas {
        id
        name
        netPrice
        durationHours
        popular
      }
    }
    siteYaml {
      vatRate
    }
  }
`;

export type PlanningData = Queries.PlanningDataFragment;

/** The page band a tool sits in; the tool itself is the labelled <section>. */
const Band = styled.div<{ $alt?: boolean }>`
  padding: ${theme.space[8]} 0;
  background: ${({ $alt }) => ($alt ? theme.colors.surface : "transparent")};
`;

/** „Ist mein Termin frei?“ on a page: the booked days from content/availability. */
export const DateCheckSection = ({ planning, alt }: { planning: PlanningData; alt?: boolean }) => {
  const { availability } = planningContent(planning);
  return (
    <Band id="termin-pruefen" $alt={alt}>
      <Container>
        <AvailabilityCheck availability={availability} contactPath={ROUTES.contact} />
      </Container>
    </Band>
  );
};

/** The Preisrechner on a page: packages, extras and VAT from content. */
export const EstimatorSection = ({
  planning,
  variant = "standard",
  alt,
  initial,
}: {
  planning: PlanningData;
  variant?: EstimatorVariant;
  alt?: boolean;
  initial?: Partial<Selection>;
}) => {
  const { estimator } = planningContent(planning);
  return (
    <Band id="preisrechner" $alt={alt}>
      <Container>
        <PriceEstimator {...estimator(variant)} variant={variant} contactPath={ROUTES.contact} initial={initial} />
      </Container>
    </Band>
  );
};
