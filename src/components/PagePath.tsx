import { createContext, useContext } from "react";
import { choiceParams, enquiryHref, type EnquiryWay, type PageChoice } from "../lib/enquiry-source";

/**
 * The site path of the page being rendered, for links to /kontakt that say where an enquiry started
 * (src/lib/enquiry-source.ts). Layout provides it from the page's location; components deep inside a
 * page read it instead of every section passing it down.
 */
export const PagePathContext = createContext<string | undefined>(undefined);
export const usePagePath = (): string | undefined => useContext(PagePathContext);

/**
 * What the page knows of the visitor's celebration (its occasion, its town), for every link into the
 * enquiry on it: Layout provides it from the template (occasion, city and Christmas pages).
 */
export const PageChoiceContext = createContext<PageChoice | undefined>(undefined);

/**
 * The address of the enquiry form from this page: its path, the way, the page's occasion and town,
 * and what the link adds (a package, a date), e.g.
 * "/kontakt?anlass=hochzeit&paket=premium&von=/hochzeits-dj-hamburg&weg=paket#anfrage".
 */
export function useEnquiryHref(
  way: EnquiryWay,
  { params, hash }: { params?: Record<string, string>; hash?: string } = {},
): string {
  const from = usePagePath();
  const choice = useContext(PageChoiceContext);
  return enquiryHref({ from, way, hash, params: { ...choiceParams(choice), ...params } });
}
