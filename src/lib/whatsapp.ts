/**
 * WhatsApp as a contact channel: a plain wa.me link with a prefilled greeting. Nothing loads from
 * WhatsApp; the visitor's own app opens only when they follow the link.
 */

/** The message the visitor's WhatsApp starts with; they can edit it before sending. */
export const WHATSAPP_GREETING = "Hallo! Ich habe Ihre Website gesehen und interessiere mich für einen DJ für meine Veranstaltung.";

/** The WhatsApp link's words (WhatsAppLink.tsx, and the third button of EnquireCallButtons). */
export const WHATSAPP_LABELS = {
  link: "Per WhatsApp schreiben",
  button: "WhatsApp",
  /** Read out after the link text (visually hidden). */
  newTab: "(öffnet WhatsApp in einem neuen Tab)",
} as const;

/** The greeting with the visitor's date, e.g. "… für meine Veranstaltung am Samstag, 12. Dezember 2026." */
export const whatsappGreeting = (formattedDate?: string | null): string =>
  formattedDate ? `${WHATSAPP_GREETING.replace(/\.$/, "")} am ${formattedDate}.` : WHATSAPP_GREETING;

/**
 * "+49 40 1234 5678" → "https://wa.me/494012345678?text=…". wa.me wants the international number as
 * digits only: "+" and "00" prefixes are dropped, a national German number ("040 …") gets 49.
 * Null when there is no usable number: then the page shows no WhatsApp link at all.
 */
export function whatsappUrl(phoneE164: string | undefined | null, text: string = WHATSAPP_GREETING): string | null {
  if (!phoneE164) return null;
  const trimmed = phoneE164.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (!trimmed.startsWith("+")) {
    if (digits.startsWith("00")) digits = digits.slice(2);
    else if (digits.startsWith("0")) digits = `49${digits.slice(1)}`;
  }
  if (digits.length < 8 || digits.length > 15 || digits.startsWith("0")) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
