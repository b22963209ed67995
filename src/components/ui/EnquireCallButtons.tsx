import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { ButtonAnchor, ButtonLink } from "../Button";
import { WHATSAPP_LABELS } from "../WhatsAppLink.labels";
import { ENQUIRE_CALL_LABELS as L } from "./EnquireCallButtons.labels";
import { enquiryHref, type EnquiryWay } from "../../lib/enquiry-source";
import { usePagePath } from "../PagePath";

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
  className,
}: Props) => {
  const pagePath = usePagePath();
  const Row = align === "center" ? CenteredRow : StartRow;
  const Call = callOnSmallScreensOnly ? SmallScreenCall : ButtonAnchor;
  return (
    <Row className={className}>
      <ButtonLink to={enquireTo ?? enquiryHref({ from: pagePath, way })} state={{ scrollToForm: true }} $size="lg">
        {enquireLabel}
      </ButtonLink>
      <Call href={`tel:${phoneE164}`} $variant="secondary" $size="lg">
        {callLabel ?? (
          <>
            {L.call}
            {"\u00a0"}
            {phone}
          </>
        )}
      </Call>
      {whatsappUrl && (
        <ButtonAnchor href={whatsappUrl} target="_blank" rel="noopener noreferrer" $variant="secondary" $size="lg">
          {WHATSAPP_LABELS.button}
          <span className="visually-hidden"> {WHATSAPP_LABELS.newTab}</span>
        </ButtonAnchor>
      )}
    </Row>
  );
};

const StartRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
`;

const CenteredRow = styled(StartRow)`
  justify-content: center;
`;

const SmallScreenCall = styled(ButtonAnchor)`
  ${media.md} {
    display: none;
  }
`;
