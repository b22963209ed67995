import React from "react";
import styled from "styled-components";
import { Container } from "../../components/ui/Container";
import { AvailabilityCheck } from "../../components/AvailabilityCheck";
import { PriceEstimator } from "../../components/PriceEstimator";
import { usePlanningData } from "../../hooks/usePlanningData";
import type { EstimatorVariant, Selection } from "../../lib/estimate";
import { ROUTES } from "../../model/routes";
import { theme } from "../../styles/theme";

/** The page band a tool sits in; the tool itself is the labelled <section>. */
const Band = styled.div<{ $alt?: boolean }>`
  padding: ${theme.space[8]} 0;
  background: ${({ $alt }) => ($alt ? theme.colors.surface : "transparent")};
`;

/** „Ist mein Termin frei?“ on a page: the booked days from content/availability. */
export const DateCheckSection = ({ alt }: { alt?: boolean }) => {
  const { availability } = usePlanningData();
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
  variant = "standard",
  alt,
  initial,
}: {
  variant?: EstimatorVariant;
  alt?: boolean;
  initial?: Partial<Selection>;
}) => {
  const { estimator } = usePlanningData();
  return (
    <Band id="preisrechner" $alt={alt}>
      <Container>
        <PriceEstimator {...estimator(variant)} variant={variant} contactPath={ROUTES.contact} initial={initial} />
      </Container>
    </Band>
  );
};
