import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { ButtonAnchor, ButtonLink } from "../Button";
import { WHATSAPP_LABELS } from "../WhatsAppLink.labels";
import { ENQUIRE_CALL_LABELS as L } from "./EnquireCallButtons.labels";
import type { EnquiryWay } from "../../lib/enquiry-source";
import { useEnquiryHref } from "../PagePath";
import { CallHint } from "../CallHint";
import { useSiteFacts } from "../../hooks/useSiteFacts";

interface Props {
  /** Text of the enquiry button; it opens /kontakt and scrolls to the form. */
  enquireLabel: string;
  /** Where the enquiry button goes: /kontakt, or /kontakt with where the visitor comes from (enquiryHref in src/lib/enquiry-source.ts). */
  enquireTo?: string;
  /** Without `enquireTo`: /kontakt with this page and this way (src/lib/enquiry-source.ts); default the hero's. */
  way?: EnquiryWay;
  /** The number as the call button shows it: "Anrufen: 040 …". */
  phone: string;
  /** Another text for the call button instead of "Anrufen: 040 …". */
  callLabel?: ReactNode;
  /** The number the call button dials (E.164, for the tel: link). */
  phoneE164: string;
  align?: "start" | "center";
  /** On wider screens, where a tap does not start a call, only the enquiry button shows. */
  callOnSmallScreensOnly?: boolean;
  /** A wa.me link (src/lib/whatsapp.ts): a third button "WhatsApp". Only a link: nothing loads from WhatsApp. */
  whatsappUrl?: string | null;
  /**
   * Under the buttons, when the phone is answered (CallHint): the hours, and outside them "Ab Montag
   * 10 Uhr erreichbar – Rückruf anfordern". Shown wherever the call button is; off with `false`.
   */
  callHint?: boolean;
  className?: string;
}

/** The pair of large buttons that closes heroes and calls to action: enquire (primary) and call (secondary). */
export const EnquireCallButtons = ({
  enquireLabel,
  enquireTo,
  way = "hero",
  phone,
  callLabel,
  phoneE164,
  align = "start",
  callOnSmallScreensOnly = false,
  whatsappUrl,
  callHint = true,
  className,
}: Props) => {
  const pageHref = useEnquiryHref(way);
  const { openingHours } = useSiteFacts();
  const Row = align === "center" ? CenteredRow : StartRow;
  const Call = callOnSmallScreensOnly ? SmallScreenCall : ButtonAnchor;
  const Hint = callOnSmallScreensOnly ? SmallScreenHint : FullHint;
  return (
    <Row className={className}>
      <ButtonLink to={enquireTo ?? pageHref} state={{ scrollToForm: true }} $size="lg">
        {enquireLabel}
      </ButtonLink>
      <Call href={`tel:${phoneE164}`} $variant="secondary" $size="lg">
        {callLabel ?? (
          <>
            {/* On a phone "Anrufen" alone, so both buttons share one row; the number is still read out. */}
            <ShortCall aria-hidden="true">{L.callShort}</ShortCall>
            <FullCall>
              {L.call}
              {"\u00a0"}
              {phone}
            </FullCall>
          </>
        )}
      </Call>
      {whatsappUrl && (
        <ButtonAnchor href={whatsappUrl} target="_blank" rel="noopener noreferrer" $variant="secondary" $size="lg">
          {WHATSAPP_LABELS.button}
          <span className="visually-hidden"> {WHATSAPP_LABELS.newTab}</span>
        </ButtonAnchor>
      )}
      {callHint && <Hint hours={openingHours} />}
    </Row>
  );
};

const StartRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  /* On a phone the buttons share the row's width (enquire wider, call narrower) instead of stacking. */
  > a {
    flex: 1 1 auto;
    justify-content: center;
    padding-inline: ${theme.space[4]};
    font-size: ${theme.fontSizes.md};
  }
  ${media.sm} {
    gap: ${theme.space[4]};
    > a {
      flex: none;
      padding-inline: clamp(${theme.space[4]}, 5vw, ${theme.space[6]});
      font-size: ${theme.fontSizes.lg};
    }
  }
`;

const ShortCall = styled.span`
  ${media.sm} {
    display: none;
  }
`;

/** Visually hidden on a phone (ShortCall shows instead), read out everywhere. */
const FullCall = styled.span`
  @media (max-width: ${theme.breakpoints.sm - 0.02}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const CenteredRow = styled(StartRow)`
  justify-content: center;
  text-align: center;
`;

/** A line of its own under the buttons. */
const FullHint = styled(CallHint)`
  flex: 1 0 100%;
  margin-top: -${theme.space[1]};
`;

/** Like the call button, only where a tap starts a call. */
const SmallScreenHint = styled(FullHint)`
  ${media.md} {
    display: none;
  }
`;

const SmallScreenCall = styled(ButtonAnchor)`
  ${media.md} {
    display: none;
  }
`;
