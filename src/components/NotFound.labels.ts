/** The fixed words of the not-found page (src/pages/404.tsx); its other texts come from content/texts. */
/** What the not-found page logs to the console (spec: the path is logged). */
export const notFoundLog = (pathname: string): string => `404 – Seite nicht gefunden: ${pathname}`;

/** Heading of the not-found page, fixed by the spec (word for word). */
export const NOT_FOUND_TITLE = "Oops! Page not found";
