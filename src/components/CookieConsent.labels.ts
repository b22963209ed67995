import type { Consent } from "../lib/consent";
import { COOKIE_SETTINGS_LABEL } from "./CookieSettingsButton.labels";

/**
 * Every word of the consent banner, the settings dialog and the settings button (CookieConsent.tsx).
 * They say only what is true: the site sets no cookies; the browser keeps two entries (this choice
 * and the enquiry draft, both needed for what the visitor does, see the Datenschutzerklärung,
 * "Speicherung in Ihrem Browser"); the one thing the choice changes is whether videos and mixes
 * load from their platform on their own or only after a click on them (src/lib/consent.ts,
 * `externalMediaAllowed`). If the media come from other platforms, name those here and there.
 */
export const COOKIE_CONSENT_LABELS = {
  banner: "Cookie-Hinweis",
  lead: "YouTube und Mixcloud direkt laden?",
  /** After the lead; then `detail` and the privacy link. Short: on a 375 px phone the banner is 5 lines and the buttons. */
  text: "Sonst lädt ein Video oder Mix erst per Klick.",
  /** What the browser keeps (all of it needed for what the visitor does; no cookies). */
  detail:
    "Ich setze keine Cookies; Ihr Browser speichert nur diese Wahl, Ihren Anfrage-Entwurf und Ihre Auswahl für die Anfrage.",
  privacyLink: "Datenschutz",
  accept: "Akzeptieren",
  decline: "Ablehnen",
  closeBanner: "Cookie-Hinweis schließen (ablehnen)",
  settings: COOKIE_SETTINGS_LABEL,
  current: "Aktuelle Einstellung:",
  /** The current setting, by the stored value (src/lib/consent.ts): what it does, not a cookie count. */
  choices: {
    accepted: "Externe Medien direkt laden",
    declined: "Nur Notwendiges – externe Medien erst nach Klick",
  } satisfies Record<Consent, string>,
  /** What each button does, beside its name. */
  effects: {
    accepted:
      "Videos und Mixe laden beim Aufruf der Seite direkt von YouTube bzw. Mixcloud. Diese Anbieter erhalten dabei Ihre IP-Adresse und können Cookies setzen.",
    declined: "Ein Video oder Mix lädt erst, wenn Sie darauf klicken.",
  } satisfies Record<Consent, string>,
  /** What is stored whichever the choice; the privacy link and a full stop follow. */
  necessary:
    "Unabhängig davon speichert Ihr Browser nur diese Wahl, während Sie das Anfrageformular ausfüllen einen Entwurf Ihrer Eingaben, damit nichts verloren geht, und für diesen Besuch Ihre Auswahl aus Terminprüfung und Preisrechner für die Anfrage. Cookies setze ich nicht. Mehr in der",
  privacyPolicy: "Datenschutzerklärung",
  closeDialog: "Schließen",
} as const;
