import React from "react";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { shareLinks, type ShareInput } from "../lib/share";

/**
 * Share row of an article. Plain links: nothing is loaded from the networks. The toasts
 * (SHARE_MESSAGES) and the copying come from the inline handler (`data-pre`, src/lib/pre-app.ts),
 * so they work from the first paint; toasts wait for the app if it has not started yet.
 */
export const ShareButtons = (props: ShareInput) => {
  const links = shareLinks(props);
  const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
  return (
    <Row role="group" aria-label="Artikel teilen">
      <span>Teilen:</span>
      <a href={links.whatsapp} {...newTab} aria-label="Auf WhatsApp teilen (öffnet in neuem Tab)">
        WhatsApp
      </a>
      <a href={links.email} aria-label="Per E-Mail teilen">
        E-Mail
      </a>
      <a href={links.threads} {...newTab} aria-label="Auf Threads teilen (öffnet in neuem Tab)" data-pre="threads">
        Threads
      </a>
      <a href={links.instagram} {...newTab} aria-label="Instagram öffnen, um manuell zu teilen (neuer Tab)" data-pre="instagram">
        Instagram
      </a>
      <a href={links.tiktok} {...newTab} aria-label="TikTok öffnen, um manuell zu teilen (neuer Tab)" data-pre="tiktok">
        TikTok
      </a>
      <button type="button" data-pre="copy" data-url={props.url} aria-label="Link kopieren: Adresse des Artikels in die Zwischenablage">
        Link kopieren
      </button>
    </Row>
  );
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin: ${theme.space[5]} 0;
  > span {
    color: ${theme.colors.muted};
    font-weight: 600;
    margin-right: ${theme.space[2]};
  }
  a,
  button {
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
  a:hover,
  button:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
`;
