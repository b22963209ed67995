/** Cookie consent as stored in local storage (spec: key "cookie-consent", value accepted or declined). */
import { CONSENT_KEY } from "./storage-keys";

export { CONSENT_KEY };
export type Consent = "accepted" | "declined";

/*
 * Storing, reading and showing the choice happen in the inline script (src/lib/pre-app.ts) and in
 * CSS on `<html data-consent>` (src/styles/GlobalStyle.ts): they work from the first paint on. The
 * words of the banner and the dialog are in src/components/CookieConsent.labels.ts.
 *
 * What the choice changes: the site sets no cookies, and stores only this choice and the enquiry
 * draft (both without consent, TDDDG § 25 (2) 2). "accepted" allows media from a third-party
 * platform (a showreel video, a mix) to load on their own; otherwise they load only after a click
 * on the one item. A media component asks `externalMediaAllowed()` and listens for the change:
 *
 *   const allowed = useSyncExternalStore(onConsentChange, externalMediaAllowed, () => false);
 */

/**
 * The event the inline script dispatches on `window` after every choice (banner, × or settings
 * dialog, accepted or declined, also when the choice did not change): a `CustomEvent` whose
 * `detail` is the new `Consent`. It fires before or after the app has started, whichever is first.
 */
export const CONSENT_EVENT = "consentchange";

/** The stored choice, or null when there is none, storage is blocked, or there is no window (SSR). */
export function storedConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

/**
 * True only when the visitor has accepted: media from YouTube, Mixcloud and the like may load
 * without a further click. False before any choice, after "declined", on any storage error and
 * during server rendering.
 */
export function externalMediaAllowed(): boolean {
  if (storedConsent() === "accepted") return true;
  try {
    // Storage blocked (some private modes): the choice made on this page still counts for it.
    return document.documentElement.getAttribute("data-consent") === "accepted";
  } catch {
    return false;
  }
}

/**
 * Calls `listener` after every choice (see CONSENT_EVENT); returns the function that stops it.
 * Its shape is `useSyncExternalStore`'s subscribe. A no-op on the server.
 */
export function onConsentChange(listener: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}
