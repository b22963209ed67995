/**
 * The settings button's name, its own module: the button is in every page's footer, while the
 * banner's and the dialog's words (CookieConsent.labels.ts) load only with the consent island.
 */
export const COOKIE_SETTINGS_LABEL = "Cookie-Einstellungen";
