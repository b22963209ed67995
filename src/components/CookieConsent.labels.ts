import type { Consent } from "../lib/consent";

/** Every word of the cookie banner, the settings dialog and the settings button (CookieConsent.tsx). */
export const COOKIE_CONSENT_LABELS = {
  banner: "Cookie-Hinweis",
  lead: "Ihre Privatsphäre ist mir wichtig.",
  /** The sentence after the lead; the privacy link and a full stop follow it. */
  text: "Diese Website speichert nur Ihre Auswahl in Ihrem Browser und lädt nichts von Drittanbietern. Mehr in der",
  privacyLink: "Datenschutzerklärung",
  accept: "Akzeptieren",
  decline: "Ablehnen",
  closeBanner: "Cookie-Hinweis schließen (ablehnen)",
  settings: "Cookie-Einstellungen",
  current: "Aktuelle Einstellung:",
  /** The current setting, by the stored value (src/lib/consent.ts). */
  choices: { accepted: "Alle Cookies akzeptiert", declined: "Nur notwendige Cookies" } satisfies Record<
    Consent,
    string
  >,
  necessary:
    "Notwendig ist nur die Speicherung dieser Auswahl. Tracking, Werbung oder Inhalte von Drittanbietern gibt es auf dieser Website nicht.",
  closeDialog: "Schließen",
} as const;
