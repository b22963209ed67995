import React from "react";
import { useWhatsAppUrl } from "../hooks/useWhatsAppUrl";

/** "Per WhatsApp schreiben" as a plain link, or nothing when site.yaml has no WhatsApp number. */
export const WhatsAppLink = () => {
  const url = useWhatsAppUrl();
  if (!url) return null;
  return (
    <p>
      <a href={url} target="_blank" rel="noopener noreferrer" data-testid="whatsapp">
        Per WhatsApp schreiben<span className="visually-hidden"> (öffnet WhatsApp in einem neuen Tab)</span>
      </a>
    </p>
  );
};
