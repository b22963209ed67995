/**
 * WhatsApp as a contact channel: a plain wa.me link with a prefilled greeting. Nothing loads from
 * WhatsApp; the visitor's own app opens only when they follow the link. The words (link texts and
 * the greeting) are in src/components/WhatsAppLink.labels.ts.
 */

/**
 * "+49 40 1234 5678" → "494012345678". wa.me wants the international number as digits only: "+"
 * and "00" prefixes are dropped, a national German number ("040 …") gets 49. Null when there is no
 * usable number: then the page shows no WhatsApp link at all.
 */
export function whatsappDigits(phoneE164: string | undefined | null): string | null {
  if (!phoneE164) return null;
  const trimmed = phoneE164.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (!trimmed.startsWith("+")) {
    if (digits.startsWith("00")) digits = digits.slice(2);
    else if (digits.startsWith("0")) digits = `49${digits.slice(1)}`;
  }
  if (digits.length < 8 || digits.length > 15 || digits.startsWith("0")) return null;
  return digits;
}

/** "https://wa.me/494012345678?text=…" with the given text, or null without a usable number. */
export function whatsappUrl(phoneE164: string | undefined | null, text: string): string | null {
  const digits = whatsappDigits(phoneE164);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}
