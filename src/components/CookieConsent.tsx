import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { CONSENT_LABELS } from "../lib/consent";
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
    <Banner aria-label="Cookie-Hinweis" data-consent-banner="">
      <BannerText>
        <strong>Ihre Privatsphäre ist mir wichtig.</strong> Diese Website speichert nur Ihre Auswahl in Ihrem Browser und lädt nichts von
        Drittanbietern. Mehr in der <Link to="/datenschutz">Datenschutzerklärung</Link>.
      </BannerText>
      <Actions>
        <Button type="button" $variant="primary" data-pre="accepted">
          Akzeptieren
        </Button>
        <Button type="button" $variant="primary" data-pre="declined">
          Ablehnen
        </Button>
      </Actions>
      <Close type="button" aria-label="Cookie-Hinweis schließen (ablehnen)" data-pre="declined">
        ×
      </Close>
    </Banner>
    <Dialog id={DIALOG_ID} aria-labelledby="cookie-settings-title">
      <h2 id="cookie-settings-title">Cookie-Einstellungen</h2>
      <p>
        Aktuelle Einstellung:{" "}
        <strong data-testid="consent-current">
          <span data-consent-is="accepted">{CONSENT_LABELS.accepted}</span>
          <span data-consent-is="declined">{CONSENT_LABELS.declined}</span>
        </strong>
      </p>
      <p>Notwendig ist nur die Speicherung dieser Auswahl. Tracking, Werbung oder Inhalte von Drittanbietern gibt es auf dieser Website nicht.</p>
      <Actions>
        <Button type="button" data-pre="accepted">
          Akzeptieren
        </Button>
        <Button type="button" data-pre="declined">
          Ablehnen
        </Button>
        <Button type="button" $variant="ghost" data-pre="close">
          Schließen
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
    Cookie-Einstellungen
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
