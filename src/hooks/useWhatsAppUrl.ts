import { useSiteFacts } from "./useSiteFacts";
import { whatsappUrl } from "../lib/whatsapp";
import { WHATSAPP_LABELS } from "../components/WhatsAppLink.labels";

/** wa.me link with the German greeting, or null when site.yaml has no WhatsApp number. */
export const useWhatsAppUrl = (): string | null => whatsappUrl(useSiteFacts().whatsappE164, WHATSAPP_LABELS.greeting);
