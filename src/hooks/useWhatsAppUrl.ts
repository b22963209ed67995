import { useSiteFacts } from "./useSiteFacts";
import { whatsappUrl } from "../lib/whatsapp";

/** wa.me link with the German greeting, or null when site.yaml has no WhatsApp number. */
export const useWhatsAppUrl = (): string | null => whatsappUrl(useSiteFacts().whatsappE164);
