import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { useSiteFacts } from "../hooks/useSiteFacts";
import { useEnquiryHref } from "./PagePath";
import { ENQUIRY_NUDGE_LABELS as L } from "./EnquiryNudge.labels";

/**
 * One line at the end of a long section: enquire (to the form, scrolling to it) or call. Landing
 * pages place it so that no more than 600 words pass without a way to get in touch
 * (__tests__/site/search.test.ts measures it).
 */
export const EnquiryNudge = () => {
  const facts = useSiteFacts();
  const href = useEnquiryHref("abschnitt", { hash: "anfrage" });
  return (
    <Line>
      {L.question}{" "}
      <Link to={href} state={{ scrollToForm: true }}>
        {L.enquire}
      </Link>{" "}
      {L.or} <a href={`tel:${facts.phoneE164}`}>{L.call(facts.phone)}</a>
    </Line>
  );
};

const Line = styled.p`
  margin: ${theme.space[6]} 0 0;
  font-weight: 600;
  a {
    color: ${theme.colors.accent};
  }
`;
