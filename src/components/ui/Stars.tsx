import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { STARS_LABELS as L } from "./Stars.labels";

/** Star rating; the number is read out, the stars are decoration. */
export const Stars = ({ rating, max = 5 }: { rating: number; max?: number }) => (
  <Row role="img" aria-label={L.rating(rating, max)}>
    {Array.from({ length: max }, (_, i) => (
      <Star key={i} $filled={i < rating} aria-hidden="true">
        ★
      </Star>
    ))}
  </Row>
);

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  font-size: 1.15rem;
  line-height: 1;
`;

const Star = styled.span<{ $filled: boolean }>`
  color: ${({ $filled }) => ($filled ? theme.colors.accent : "rgba(244, 241, 234, 0.25)")};
`;
