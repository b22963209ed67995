import React from "react";
import { Link } from "./ui/SiteLink";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { media } from "../styles/media";
import { useSiteFacts } from "../hooks/useSiteFacts";
import { useEnquiryHref } from "./PagePath";
import { ENQUIRY_NUDGE_LABELS as L } from "./EnquiryNudge.labels";

/**
 * One line at the end of a long section: enquire (to the form, scrolling to it) or call. Landing
 * pages place it so that no more than 600 words pass without a way to get in touch
 * (__tests__/site/search.test.ts measures it); `variant` words it for the section it ends, so a
 * page does not say the same sentence again and again.
 */
export const EnquiryNudge = ({ variant }: { variant?: keyof typeof L.variants }) => {
  const facts = useSiteFacts();
  const href = useEnquiryHref("abschnitt", { hash: "anfrage" });
  const words = variant ? L.variants[variant] : L;
  return (
    <Line>
      {words.question}{" "}
      <Link to={href} state={{ scrollToForm: true }}>
        {words.enquire}
      </Link>{" "}
      {L.or} <a href={`tel:${facts.phoneE164}`}>{L.call(facts.phone)}</a>
    </Line>
  );
};

const Line = styled.p`
  margin: ${theme.space[5]} 0 0;
  ${media.md} {
    margin-top: ${theme.space[6]};
  }
  font-weight: 600;
  a {
    color: ${theme.colors.accent};
  }
`;
