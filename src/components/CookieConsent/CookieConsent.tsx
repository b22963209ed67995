import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { CONSENT_LABELS, type Consent, readConsent, writeConsent } from "../../lib/consent";
import { Button } from "../Button";

const storage = () => (typeof window === "undefined" ? undefined : window.localStorage);

/**
 * Banner until the visitor decides, then only a small settings button. The site loads nothing
 * from third parties either way; the choice is kept so the banner does not return.
 */
export const CookieConsent = () => {
  // undefined = not read yet (static HTML, before hydration). The banner is then in the HTML, and
  // the head script CONSENT_SCRIPT hides it before the first paint when a choice is stored: it is
  // painted with the page instead of popping up after JavaScript has run.
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    setConsent(readConsent(storage()));
  }, []);

  const decide = (value: Consent) => {
    writeConsent(storage(), value);
    setConsent(value);
    if (dialog.current?.open) dialog.current.close();
  };

  return (
    <>
      {consent === undefined || consent === null ? (
        <Banner aria-label="Cookie-Hinweis" data-consent-banner="">
          <BannerText>
            <strong>Ihre Privatsphäre ist mir wichtig.</strong> Diese Website speichert nur Ihre Auswahl in Ihrem Browser und lädt
            nichts von Drittanbietern. Mehr in der <Link to="/datenschutz">Datenschutzerklärung</Link>.
          </BannerText>
          <Actions>
            <Button type="button" $variant="primary" onClick={() => decide("accepted")}>Akzeptieren</Button>
            <Button type="button" $variant="primary" onClick={() => decide("declined")}>Ablehnen</Button>
          </Actions>
          <Close type="button" aria-label="Cookie-Hinweis schließen (ablehnen)" onClick={() => decide("declined")}>×</Close>
        </Banner>
      ) : (
        <SettingsButton type="button" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
          Cookie-Einstellungen
        </SettingsButton>
      )}
      <Dialog ref={dialog} aria-labelledby="cookie-settings-title">
        <h2 id="cookie-settings-title">Cookie-Einstellungen</h2>
        <p>
          Aktuelle Einstellung: <strong data-testid="consent-current">{CONSENT_LABELS[consent ?? "declined"]}</strong>
        </p>
        <p>
          Notwendig ist nur die Speicherung dieser Auswahl. Tracking, Werbung oder Inhalte von Drittanbietern gibt es auf dieser
          Website nicht.
        </p>
        <Actions>
          <Button type="button" onClick={() => decide("accepted")}>Akzeptieren</Button>
          <Button type="button" onClick={() => decide("declined")}>Ablehnen</Button>
          <Button type="button" $variant="ghost" onClick={() => dialog.current?.close()}>Schließen</Button>
        </Actions>
      </Dialog>
    </>
  );
};

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
  > button { flex: 1 1 auto; }
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
  position: fixed;
  left: ${theme.space[3]};
  bottom: ${theme.space[3]};
  z-index: 40;
  min-height: 36px;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSizes.xs};
  cursor: pointer;
`;

const Dialog = styled.dialog`
  width: min(92vw, 480px);
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  &::backdrop { background: rgba(0, 0, 0, 0.65); }
  h2 { font-size: ${theme.fontSizes.xl}; }
`;
