import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { ButtonLink } from "../../components/Button";
import { useNow } from "../../hooks/useNow";
import { daysLeft } from "../../lib/dates";
import { formatGermanDate } from "../../lib/dates";
import { formatEuros, grossPrice } from "../../lib/pricing";
import { ROUTES } from "../../model/routes";
import { EARLY_BIRD_LABELS as L } from "./EarlyBird.labels";
import type { PackagesData } from "../../model/collections";

/** packages.yaml → earlyBird. */
export type EarlyBirdOffer = PackagesData["earlyBird"];

/** How full the season's December Fridays and Saturdays are (computed by the build from the availability). */
export interface BookedShare {
  scarcityPercent: number;
  scarcityShown: boolean;
}

const euro = (n: number) => `${formatEuros(n)} €`;

/**
 * Shown only while the deadline lies in the visitor's future; evaluated in the browser. Private
 * customers read the gross price, businesses the net one (PAngV); the saving is computed, and the
 * bar shows the real share of booked December dates, only when it is high enough to mention.
 */
export const EarlyBird = ({
  offer,
  vatRate,
  booked,
}: {
  offer: EarlyBirdOffer;
  vatRate: number;
  booked: BookedShare;
}) => {
  const now = useNow();
  if (!now) return null;
  const left = daysLeft(new Date(offer.deadline), now);
  if (left <= 0) return null;
  const gross = grossPrice(offer.netPrice, vatRate);
  const regularGross = grossPrice(offer.regularNetPrice, vatRate);
  return (
    <Banner aria-labelledby="fruehbucher-title" data-testid="early-bird">
      <div>
        <h2 id="fruehbucher-title">{L.title(offer.season)}</h2>
        <p>
          {offer.name}: <strong>{euro(gross)}</strong> {L.instead} <s>{euro(regularGross)}</s> {L.gross} {L.saving}{" "}
          {euro(regularGross - gross)}. {L.business(euro(offer.netPrice), euro(offer.regularNetPrice))}{" "}
          {L.hours(offer.durationHours, formatGermanDate(offer.deadline))}
        </p>
        <p data-testid="early-bird-days">
          {L.only} <strong>{L.days(left)}</strong>
        </p>
        {booked.scarcityShown && (
          <>
            <Progress
              role="progressbar"
              aria-valuenow={booked.scarcityPercent}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={L.booked(booked.scarcityPercent)}
            >
              <span style={{ width: `${booked.scarcityPercent}%` }} />
            </Progress>
            <small>{L.booked(booked.scarcityPercent)}</small>
          </>
        )}
      </div>
      <ButtonLink to={ROUTES.contact} state={{ scrollToForm: true, specialOffer: "fruehbucher" }} $size="lg">
        {L.cta}
      </ButtonLink>
    </Banner>
  );
};

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[5]};
  padding: ${`${theme.space[5]} max(${theme.space[5]}, calc((100vw - ${theme.maxWidth}) / 2 + ${theme.space[5]}))`};
  background: linear-gradient(90deg, ${theme.colors.highlight}, ${theme.colors.violet});
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space[2]};
  }
  p {
    margin-bottom: ${theme.space[2]};
  }
  > div {
    flex: 1 1 24rem;
  }
`;

const Progress = styled.div`
  height: 10px;
  max-width: 24rem;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.25);
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${theme.colors.accent};
  }
`;
