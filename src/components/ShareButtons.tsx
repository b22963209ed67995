import React from "react";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { copyText, SHARE_MESSAGES, shareLinks, type ShareInput } from "../lib/share";
import { notify } from "./Toasts";

/** Share row of an article. Plain links until clicked: nothing is loaded from the networks. */
export const ShareButtons = (props: ShareInput) => {
  const links = shareLinks(props);
  const copy = async () => {
    const ok = await copyText(props.url);
    if (ok) notify.success(SHARE_MESSAGES.copied);
    else notify.error(SHARE_MESSAGES.copyFailed);
  };
  const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
  return (
    <Row role="group" aria-label="Artikel teilen">
      <span>Teilen:</span>
      <a href={links.whatsapp} {...newTab} aria-label="Auf WhatsApp teilen (öffnet in neuem Tab)">WhatsApp</a>
      <a href={links.email} aria-label="Per E-Mail teilen">E-Mail</a>
      <a href={links.threads} {...newTab} aria-label="Auf Threads teilen (öffnet in neuem Tab)" onClick={() => notify.info(SHARE_MESSAGES.threads)}>Threads</a>
      <a href={links.instagram} {...newTab} aria-label="Instagram öffnen, um manuell zu teilen (neuer Tab)" onClick={() => notify.info(SHARE_MESSAGES.instagram)}>Instagram</a>
      <a href={links.tiktok} {...newTab} aria-label="TikTok öffnen, um manuell zu teilen (neuer Tab)" onClick={() => notify.info(SHARE_MESSAGES.tiktok)}>TikTok</a>
      <button type="button" onClick={copy} aria-label="Link kopieren: Adresse des Artikels in die Zwischenablage">Link kopieren</button>
    </Row>
  );
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin: ${theme.space[5]} 0;
  > span { color: ${theme.colors.muted}; font-weight: 600; margin-right: ${theme.space[2]}; }
  a, button {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, button:hover { border-color: ${theme.colors.accent}; color: ${theme.colors.accent}; }
`;
