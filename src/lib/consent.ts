/** Cookie consent as stored in local storage (spec: key "cookie-consent"). */
import { CONSENT_KEY } from "./storage-keys";

export { CONSENT_KEY };
export type Consent = "accepted" | "declined";

/*
 * Storing, reading and showing the choice happen in the inline script (src/lib/pre-app.ts) and in
 * CSS on `<html data-consent>` (src/styles/GlobalStyle.ts): they work from the first paint on. The
 * names of the two choices are in src/components/CookieConsent.labels.ts.
 */
