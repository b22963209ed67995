import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { COOKIE_CONSENT_LABELS as L } from "./CookieConsent.labels";
import { Button } from "./Button";

const DIALOG_ID = "cookie-einstellungen";

/**
 * Banner until the visitor decides, then only a settings button (in the footer, where it covers
 * nothing). No React state: the inline script (src/lib/pre-app.ts) stores the choice on click and
 * sets `<html data-consent>`, and CSS (GlobalStyle) shows banner, button and the current setting
 * from it. So a choice made at the first paint, long before the app has loaded, counts at once.
 * The site loads nothing from third parties either way.
 */
export const CookieConsent = () => (
  <>
    <Banner aria-label={L.banner} data-consent-banner="">
      <BannerText>
        <strong>{L.lead}</strong> {L.text} <Link to="/datenschutz">{L.privacyLink}</Link>.
      </BannerText>
      <Actions>
        <Button type="button" $variant="primary" data-pre="accepted">
          {L.accept}
        </Button>
        <Button type="button" $variant="primary" data-pre="declined">
          {L.decline}
        </Button>
      </Actions>
      <Close type="button" aria-label={L.closeBanner} data-pre="declined">
        ×
      </Close>
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
      <p>{L.necessary}</p>
      <Actions>
        <Button type="button" data-pre="accepted">
          {L.accept}
        </Button>
        <Button type="button" data-pre="declined">
          {L.decline}
        </Button>
        <Button type="button" $variant="ghost" data-pre="close">
          {L.closeDialog}
        </Button>
      </Actions>
    </Dialog>
  </>
);

/**
 * The small settings button. It lives in the footer; CSS shows its wrapper (`[data-consent-settings]`)
 * once a choice is stored.
 */
export const CookieSettingsButton = () => (
  <SettingsButton type="button" aria-haspopup="dialog" aria-controls={DIALOG_ID} data-pre="dialog">
    {L.settings}
  </SettingsButton>
);

const Banner = styled.section`
  position: fixed;
  left: ${theme.space[3]};
  right: ${theme.space[3]};
  bottom: ${theme.space[3]};
  z-index: 60;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]};
  max-width: 960px;
  margin: 0 auto;
  padding: ${`${theme.space[4]} ${theme.space[8]} ${theme.space[4]} ${theme.space[5]}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  box-shadow: ${theme.shadows.card};
  font-size: ${theme.fontSizes.sm};
`;

const BannerText = styled.p`
  flex: 1 1 22rem;
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  > button {
    flex: 1 1 auto;
  }
`;

const Close = styled.button`
  position: absolute;
  top: ${theme.space[2]};
  right: ${theme.space[2]};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.text};
  font-size: 1.5rem;
  cursor: pointer;
`;

const SettingsButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.accent};
  }
`;

const Dialog = styled.dialog`
  width: min(92vw, 480px);
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  &::backdrop {
    background: rgba(0, 0, 0, 0.65);
  }
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
`;
