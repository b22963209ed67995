import React, { useMemo } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Panel } from "../../components/ui/Card";
import { island } from "../../components/Island";
import { CALLBACK_ANCHOR } from "../../components/CallHint";
import { CONTACT_LABELS } from "./Contact.labels";
import { useSiteFacts, useSiteUrl } from "../../hooks/useSiteFacts";

/**
 * Far down /kontakt, below the form: its code – with the phone-number check – comes when the visitor
 * nears it or reaches for it (components/Island); until then it is a plain form post that works.
 */
const L = CONTACT_LABELS.callback;
const CallbackTool = island(() => import(/* webpackChunkName: "callback" */ "./CallbackTool"));

/**
 * "Lieber zurückgerufen werden?": the callback request, /kontakt#rueckruf. The call buttons' hint
 * outside the opening hours (components/CallHint) links here.
 */
export const CallbackSection = () => {
  const facts = useSiteFacts();
  const siteUrl = useSiteUrl();
  const { email, phone, phoneE164 } = facts;
  const contact = useMemo(() => ({ email, phone, phoneE164 }), [email, phone, phoneE164]);
  return (
    <Box as="section" id={CALLBACK_ANCHOR} tabIndex={-1} aria-labelledby="rueckruf-title">
      <h2 id="rueckruf-title">{L.title}</h2>
      <p>{L.text}</p>
      <CallbackTool hours={facts.openingHours} siteUrl={siteUrl} contact={contact} />
    </Box>
  );
};

const Box = styled(Panel)`
  position: relative;
  margin-top: ${theme.space[7]};
  scroll-margin-top: 1rem; /* added to the page-wide scroll-padding for the sticky header */
  > p {
    max-width: 46rem;
    color: ${theme.colors.muted};
  }
`;
