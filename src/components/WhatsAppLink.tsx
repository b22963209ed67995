import React from "react";
import { useSiteFacts } from "../hooks/useSiteFacts";
import { whatsappUrl } from "../lib/whatsapp";
import { WHATSAPP_LABELS as L } from "./WhatsAppLink.labels";

/** wa.me link with the German greeting, or null when site.yaml has no WhatsApp number. */
export const useWhatsAppUrl = (): string | null => whatsappUrl(useSiteFacts().whatsappE164, L.greeting);

/** "Per WhatsApp schreiben" as a plain link, or nothing when site.yaml has no WhatsApp number. */
export const WhatsAppLink = () => {
  const url = useWhatsAppUrl();
  if (!url) return null;
  return (
    <p>
      <a href={url} target="_blank" rel="noopener noreferrer" data-testid="whatsapp">
        {L.link}
        <span className="visually-hidden"> {L.newTab}</span>
      </a>
    </p>
  );
};
