import React from "react";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { COOKIE_SETTINGS_LABEL } from "./CookieSettingsButton.labels";

/** The consent settings dialog (CookieConsent.tsx), opened by the inline script (data-pre="dialog"). */
export const CONSENT_DIALOG_ID = "cookie-einstellungen";

/**
 * The small settings button. It lives in the footer; CSS shows its wrapper (`[data-consent-settings]`)
 * once a choice is stored.
 */
export const CookieSettingsButton = () => (
  <SettingsButton type="button" aria-haspopup="dialog" aria-controls={CONSENT_DIALOG_ID} data-pre="dialog">
    {COOKIE_SETTINGS_LABEL}
  </SettingsButton>
);

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
