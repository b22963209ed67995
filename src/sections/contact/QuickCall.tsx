import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { ButtonAnchor } from "../../components/Button";
import { OpeningHours } from "../../components/OpeningHours";
import { useWhatsAppUrl } from "../../components/WhatsAppLink";
import { WHATSAPP_LABELS } from "../../components/WhatsAppLink.labels";
import { ENQUIRE_CALL_LABELS } from "../../components/ui/EnquireCallButtons.labels";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { CALLBACK_ANCHOR, CallHint } from "../../components/CallHint";
import type { ContactTexts } from "./ContactTexts";

/**
 * On a phone, before the form: the call (and WhatsApp) with the opening hours, for the visitor who
 * would rather talk than type. From the `lg` width on the same card stands beside the form.
 */
export const QuickCall = ({ texts: c }: { texts: ContactTexts }) => {
  const facts = useSiteFacts();
  const whatsapp = useWhatsAppUrl();
  return (
    <Box aria-labelledby="schnell-anrufen" data-testid="quick-call">
      <h2 id="schnell-anrufen">{c.phoneTitle}</h2>
      <Row>
        <ButtonAnchor href={`tel:${facts.phoneE164}`} $variant="secondary">
          {ENQUIRE_CALL_LABELS.call}
          {"\u00a0"}
          {facts.phone}
        </ButtonAnchor>
        {whatsapp && (
          <ButtonAnchor href={whatsapp} target="_blank" rel="noopener noreferrer" $variant="secondary">
            {WHATSAPP_LABELS.button}
            <span className="visually-hidden"> {WHATSAPP_LABELS.newTab}</span>
          </ButtonAnchor>
        )}
      </Row>
      {/* Outside the hours: when the DJ answers, and the way to the callback form further down. */}
      <Hint hours={facts.openingHours} showHours={false} callbackHref={`#${CALLBACK_ANCHOR}`} />
      <OpeningHours hours={facts.openingHours} note={facts.openingHoursNote} />
    </Box>
  );
};

const Box = styled.section`
  margin-bottom: ${theme.space[6]};
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space[3]};
  }
  ${media.lg} {
    display: none;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[2]};
`;

const Hint = styled(CallHint)`
  margin-bottom: ${theme.space[3]};
`;
