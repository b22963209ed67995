import React from "react";
import styled from "styled-components";
import { media } from "../styles/media";
import { theme } from "../styles/theme";
import { Link } from "./ui/SiteLink";
import { useReachability } from "../hooks/useReachability";
import type { OpeningHoursRow } from "../lib/opening-hours";
import { ROUTES } from "../model/routes";
import { CALL_HINT_LABELS as L } from "./CallHint.labels";

/** Where the callback form is (src/sections/contact/CallbackSection.tsx). */
export const CALLBACK_ANCHOR = "rueckruf";
export const CALLBACK_HREF = `${ROUTES.contact}#${CALLBACK_ANCHOR}`;

interface Props {
  /** site.yaml → openingHours. */
  hours: readonly OpeningHoursRow[];
  /**
   * Within the hours and before the app knows the time: the hours as a line ("Erreichbar Mo–Fr
   * 10–18 Uhr, …"). Off where the hours stand beside it anyway (the phone card on /kontakt).
   */
  showHours?: boolean;
  /** The link to the callback form: on /kontakt its anchor, elsewhere /kontakt#rueckruf. */
  callbackHref?: string;
  className?: string;
}

/**
 * A line under the call buttons. Outside the opening hours (the home time zone, at the visitor's visit):
 * "Ab Montag 10 Uhr erreichbar – Rückruf anfordern". Otherwise, and in the static HTML (which must
 * be right at any time), the plain hours or nothing. The line's room is reserved for the longest
 * hint from the start (an invisible ::after in the same grid cell: no text in the page, nothing read
 * out), so the hint appearing after hydration moves nothing on the page.
 */
export const CallHint = ({ hours, showHours = true, callbackHref = CALLBACK_HREF, className }: Props) => {
  const state = useReachability(hours);
  const next = state && !state.open ? state.next : null;
  const link = callbackHref.startsWith("#") ? (
    <a href={callbackHref}>{L.callback}</a>
  ) : (
    <Link to={callbackHref}>{L.callback}</Link>
  );
  return (
    <Box
      className={className}
      data-call-hint={next ? "closed" : ""}
      data-room={`${L.longestNext(hours)}${L.separator}${L.callback}`}
    >
      <span>
        {next ? (
          <>
            {L.next(next)}
            {L.separator}
            {link}
          </>
        ) : (
          showHours && L.hours(hours)
        )}
      </span>
    </Box>
  );
};

const Box = styled.p`
  display: grid;
  margin: 0;
  /* One line on a 375 px phone: the hint costs the page no height of its own. */
  font-size: ${theme.fontSizes.xs};
  ${media.md} {
    font-size: ${theme.fontSizes.sm};
  }
  line-height: 1.4;
  color: ${theme.colors.text};
  > span,
  &::after {
    grid-area: 1 / 1;
  }
  /* Bold throughout, as the link is: the room is never narrower than the hint. */
  &::after {
    content: attr(data-room);
    visibility: hidden;
    font-weight: 700;
  }
  a {
    font-weight: 700;
  }
`;
