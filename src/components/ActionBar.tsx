import React, { type ReactNode } from "react";
import { Link } from "./ui/SiteLink";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { media } from "../styles/media";
import { useSiteFacts } from "../hooks/useSiteFacts";
import { useWhatsAppUrl } from "./WhatsAppLink";
import { useEnquiryHref } from "./PagePath";
import { ACTION_BAR_LABELS as L } from "./ActionBar.labels";
import { CALL_HINT_LABELS } from "./CallHint.labels";
import { useReachability } from "../hooks/useReachability";

/**
 * Everything of a page after its hero, with a bar at the bottom of a phone's screen: "Anrufen",
 * WhatsApp (when site.yaml has a number) and "Anfrage" (/kontakt#anfrage, scrolling to the form).
 * Pure CSS, so it works before hydration and without JavaScript: the bar is the last child of this
 * wrapper and `position: sticky; bottom: 0`, so it shows only once the wrapper – the page below the
 * hero – is on screen, stays pinned while it is, and never shifts content (CLS 0). Hidden from the
 * `md` breakpoint up (the header shows the way to /kontakt there), while any field or form of the
 * page has focus (it would cover it), and above the consent banner while it is open. What focus or a jump
 * brings into view stops above it (`scroll-padding-bottom`, GlobalStyle, theme.actionBarHeight).
 * Outside the opening hours (read in the browser, never in the static HTML) "Anrufen" gets a small
 * second line, "ab Mo 10 Uhr", inside the same 44 px: the bar keeps its height.
 */
export const WithActionBar = ({ children }: { children: ReactNode }) => {
  const facts = useSiteFacts();
  const whatsapp = useWhatsAppUrl();
  const enquiryHref = useEnquiryHref("aktionsleiste", { hash: "anfrage" });
  const reachable = useReachability(facts.openingHours);
  const next = reachable && !reachable.open ? reachable.next : null;
  return (
    <Wrapper data-after-hero>
      {children}
      <Bar aria-label={L.region} data-testid="action-bar" data-action-bar="">
        <a href={`tel:${facts.phoneE164}`}>
          {L.call}
          {next && (
            <>
              <small aria-hidden="true">{CALL_HINT_LABELS.nextShort(next)}</small>
              <span className="visually-hidden">, {CALL_HINT_LABELS.next(next)}</span>
            </>
          )}
        </a>
        {whatsapp && (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            {L.whatsapp}
            <span className="visually-hidden"> {L.newTab}</span>
          </a>
        )}
        <Link to={enquiryHref} state={{ scrollToForm: true }} className="primary">
          {L.enquire}
        </Link>
      </Bar>
    </Wrapper>
  );
};

const Wrapper = styled.div`
  position: relative;
`;

const Bar = styled.nav`
  position: sticky;
  /* Above the consent banner while it is open (its height from the inline script, src/lib/pre-app.ts). */
  bottom: var(--consent-h, 0px);
  z-index: 40; /* below the header (50) and the consent banner (60) */
  display: flex;
  gap: ${theme.space[2]};
  /* 16 px at the sides, like the page's content margin. */
  padding: ${theme.space[2]} 16px calc(${theme.space[2]} + env(safe-area-inset-bottom, 0px));
  background: rgba(11, 13, 23, 0.96);
  border-top: 1px solid ${theme.colors.border};
  a {
    flex: 1;
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    line-height: 1.15;
    border-radius: ${theme.radii.pill};
    border: 1px solid ${theme.colors.accent};
    color: ${theme.colors.text};
    font-weight: 700;
    text-decoration: none;
  }
  /* The second line of "Anrufen" outside the opening hours: both lines fit in the 44 px, and at 12 px
     "ab Mo 10 Uhr" fits a third of a 320 px wide bar. */
  small {
    font-size: 0.75rem;
    font-weight: 600;
    white-space: nowrap;
  }
  a.primary {
    background: ${theme.colors.accent};
    color: ${theme.colors.bg};
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.text};
    outline-offset: 2px;
  }
  /* A focused field must never be hidden behind the bar – nor the form's button the visitor taps
     next: tapping it moves the focus from the field to the button, and a bar coming back under the
     finger would take the tap (the date check's „Prüfen" opened WhatsApp instead). The inline script
     marks <html> (src/lib/pre-app.ts); without JavaScript NO_SCRIPT_CSS does it by CSS. */
  html[data-field-focus] & {
    visibility: hidden;
  }
  ${media.md} {
    display: none;
  }
`;
