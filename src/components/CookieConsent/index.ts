export { CookieConsent, CookieSettingsButton } from "./CookieConsent";
