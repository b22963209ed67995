import { useCallback, useMemo } from "react";
import { useSiteFacts } from "./useSiteFacts";
import { fillTokens, siteTokens, type Token } from "../lib/text";

/**
 * Fills editor-written text: business-fact tokens ({businessName}, {homeCity} …) always, and the
 * page's own ({city}, {year}) when given. Usage: const t = useText(); t(block.title, { city }).
 */
export function useText(): (text: string, page?: Partial<Record<Token, string | number>>) => string {
  const facts = useSiteFacts();
  const site = useMemo(() => siteTokens(facts), [facts]);
  return useCallback((text, page) => fillTokens(text, { ...site, ...page }), [site]);
}
