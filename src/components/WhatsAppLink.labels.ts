/** The message the visitor's WhatsApp starts with; they can edit it before sending. */
const GREETING = "Hallo! Ich habe Ihre Website gesehen und interessiere mich für einen DJ für meine Veranstaltung.";

/** The WhatsApp link's words (WhatsAppLink.tsx, and the third button of EnquireCallButtons) and the greeting it carries. */
export const WHATSAPP_LABELS = {
  link: "Per WhatsApp schreiben",
  button: "WhatsApp",
  /** Read out after the link text (visually hidden). */
  newTab: "(öffnet WhatsApp in einem neuen Tab)",
  greeting: GREETING,
  /** The greeting with the visitor's date, e.g. "… für meine Veranstaltung am Samstag, 12. Dezember 2026." */
  greetingOn: (formattedDate?: string | null): string =>
    formattedDate ? `${GREETING.replace(/\.$/, "")} am ${formattedDate}.` : GREETING,
} as const;
