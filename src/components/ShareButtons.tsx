import React from "react";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { pillButton } from "../styles/pill";
import { wrapRow } from "../styles/wrap-row";
import { shareLinks, type ShareInput } from "../lib/share";
import { SHARE_LABELS as L } from "./ShareButtons.labels";

/**
 * Share row of an article. Plain links: nothing is loaded from the networks. The toasts
 * (SHARE_MESSAGES, ShareButtons.labels.ts) and the copying come from the inline handler (`data-pre`, src/lib/pre-app.ts),
 * so they work from the first paint; toasts wait for the app if it has not started yet.
 */
export const ShareButtons = (props: ShareInput) => {
  const links = shareLinks(props);
  const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
  return (
    <Row role="group" aria-label={L.group}>
      <span>{L.lead}</span>
      <a href={links.whatsapp} {...newTab} aria-label={L.whatsapp.name}>
        {L.whatsapp.text}
      </a>
      <a href={links.email} aria-label={L.email.name}>
        {L.email.text}
      </a>
      <a href={links.threads} {...newTab} aria-label={L.threads.name} data-pre="threads">
        {L.threads.text}
      </a>
      <a href={links.instagram} {...newTab} aria-label={L.instagram.name} data-pre="instagram">
        {L.instagram.text}
      </a>
      <a href={links.tiktok} {...newTab} aria-label={L.tiktok.name} data-pre="tiktok">
        {L.tiktok.text}
      </a>
      <button type="button" data-pre="copy" data-url={props.url} aria-label={L.copy.name}>
        {L.copy.text}
      </button>
    </Row>
  );
};

const Row = styled.div`
  ${wrapRow}
  gap: ${theme.space[2]};
  margin: ${theme.space[5]} 0;
  > span {
    color: ${theme.colors.muted};
    font-weight: 600;
    margin-right: ${theme.space[2]};
  }
  a,
  button {
    ${pillButton}
    border: 1px solid ${theme.colors.border};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }
  a:hover,
  button:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
`;
