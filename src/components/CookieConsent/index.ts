export { CookieConsent } from "./CookieConsent";
