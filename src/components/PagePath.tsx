import { createContext, useContext } from "react";

/**
 * The site path of the page being rendered, for links to /kontakt that say where an enquiry started
 * (src/lib/enquiry-source.ts). Layout provides it from the page's location; components deep inside a
 * page read it instead of every section passing it down.
 */
export const PagePathContext = createContext<string | undefined>(undefined);
export const usePagePath = (): string | undefined => useContext(PagePathContext);
