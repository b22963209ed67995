import React from "react";
import { Link } from "./ui/SiteLink";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { media } from "../styles/media";
import { COOKIE_CONSENT_LABELS as L } from "./CookieConsent.labels";
import { Button } from "./Button";

import { CONSENT_DIALOG_ID as DIALOG_ID } from "./CookieSettingsButton";
import { dialogSurface } from "../styles/dialog";
import type { Consent } from "../lib/consent";

/** The two choices with their buttons' names, in the order the banner and the dialog show them. */
const CHOICES = [
  ["accepted", L.accept],
  ["declined", L.decline],
] as const satisfies readonly (readonly [Consent, string])[];

/**
 * Banner until the visitor decides, then only a settings button (in the footer, where it covers
 * nothing). No React state: the inline script (src/lib/pre-app.ts) stores the choice on click and
 * sets `<html data-consent>`, and CSS (GlobalStyle) shows banner, button and the current setting
 * from it. So a choice made at the first paint, long before the app has loaded, counts at once.
 * What the choice changes (media from their platform with or without a click) is in
 * src/lib/consent.ts.
 *
 * The banner is the last block of the page and sticks to the bottom of the window (position:
 * sticky, not fixed): it still floats over the page while it is scrolled, but it also takes its
 * own height at the end of the page, so everything above it, the enquiry form's send button and the
 * footer included, can be scrolled up into view above it; the inline script gives `<html>` the
 * same height as scroll-padding-bottom, so what focus brings up is not hidden behind it either.
 * It appears with the first paint and goes on a click, so it moves nothing unasked (CLS 0).
 */
const CookieConsent = () => (
  <>
    <Banner aria-label={L.banner} data-consent-banner="">
      <BannerText>
        <strong>{L.lead}</strong> {L.text} {L.detail} <Link to="/datenschutz">{L.privacyLink}</Link>
      </BannerText>
      <Actions>
        {CHOICES.map(([choice, label]) => (
          <Choice key={choice} type="button" $variant="secondary" data-pre={choice}>
            {label}
          </Choice>
        ))}
        <Close type="button" aria-label={L.closeBanner} data-pre="declined">
          ×
        </Close>
      </Actions>
    </Banner>
    <Dialog id={DIALOG_ID} aria-labelledby="cookie-settings-title">
      <h2 id="cookie-settings-title">{L.settings}</h2>
      <p>
        {L.current}{" "}
        <strong data-testid="consent-current">
          <span data-consent-is="accepted">{L.choices.accepted}</span>
          <span data-consent-is="declined">{L.choices.declined}</span>
        </strong>
      </p>
      <Options>
        {CHOICES.map(([choice, label]) => (
          <li key={choice}>
            <Choice type="button" $variant="secondary" data-pre={choice} aria-describedby={`consent-${choice}-effect`}>
              {label}
            </Choice>
            <span id={`consent-${choice}-effect`}>{L.effects[choice]}</span>
          </li>
        ))}
      </Options>
      <Necessary>
        {L.necessary}{" "}
        <Link to="/datenschutz" data-pre="close">
          {L.privacyPolicy}
        </Link>
        .
      </Necessary>
      <Button type="button" $variant="ghost" data-pre="close">
        {L.closeDialog}
      </Button>
    </Dialog>
  </>
);

const Banner = styled.section`
  position: sticky;
  bottom: ${theme.space[2]};
  z-index: 60;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${`${theme.space[2]} ${theme.space[5]}`};
  width: min(960px, calc(100% - 2 * ${theme.space[2]}));
  margin: 0 auto ${theme.space[2]};
  padding: ${`${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  box-shadow: ${theme.shadows.card};
  /* 14 px on a phone: with it the text is 4 lines at 375 px and the banner about 150 px high */
  font-size: 0.875rem;
  line-height: 1.4;
  ${media.sm} {
    padding: ${`${theme.space[3]} ${theme.space[4]}`};
    font-size: ${theme.fontSizes.sm};
    line-height: 1.45;
  }
`;

const BannerText = styled.p`
  flex: 1 1 24rem;
  margin: 0;
`;

/** Under the text on a phone, across its width; beside it from tablet width on. */
const Actions = styled.div`
  display: flex;
  flex: 1 1 auto;
  gap: ${theme.space[2]};
  max-width: 100%;
  ${media.md} {
    flex: none;
  }
`;

/** Accept and decline: the same size, the same look. */
const Choice = styled(Button)`
  flex: 1 1 0;
  min-width: 0;
  min-height: 44px;
  padding: ${`${theme.space[2]} ${theme.space[3]}`};
  font-size: inherit;
  ${media.sm} {
    padding: ${`${theme.space[2]} ${theme.space[4]}`};
  }
`;

const Close = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

const Dialog = styled.dialog`
  width: min(92vw, 480px);
  max-height: calc(100dvh - 2 * ${theme.space[4]});
  padding: ${theme.space[5]};
  ${dialogSurface}
`;

const Options = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    align-items: center;
    gap: ${`${theme.space[1]} ${theme.space[3]}`};
    font-size: ${theme.fontSizes.sm};
    line-height: 1.45;
    ${media.sm} {
      grid-template-columns: 8.5rem 1fr;
    }
  }
`;

const Necessary = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

export default CookieConsent;
