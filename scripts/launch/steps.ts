/**
 * The go-live checklist: the steps the owner works through before the site goes live, in the order
 * of docs/owner.md „Vor dem Livegang“ (__tests__/unit/launch-check.test.ts compares both). `npm run
 * check:launch` prints every step in this order: what it checked and found, or what to do by hand.
 */

export type LaunchStepId =
  "facts" | "claims" | "reviews" | "photos" | "dates" | "legal" | "host" | "form" | "cms" | "hook";

export interface LaunchStep {
  id: LaunchStepId;
  /** As the checklist in docs/owner.md names the step (its bold text). */
  title: string;
  /** Steps the check cannot see (an account at a service): what to do, and where docs/owner.md explains it. */
  byHand?: string;
}

export const LAUNCH_STEPS: readonly LaunchStep[] = [
  { id: "facts", title: "Firmendaten" },
  {
    id: "claims",
    title: "Kennzahlen",
    byHand:
      "„Zahlen & Erfahrung“ in den Firmendaten mit Ihren echten Zahlen füllen (die Prüfung kann sie nicht kennen).",
  },
  { id: "reviews", title: "Bewertungen und Kundenstimmen" },
  { id: "photos", title: "Fotos und Showreel" },
  { id: "dates", title: "Termine" },
  { id: "legal", title: "Impressum, Datenschutz und Texte" },
  { id: "host", title: "Einstellungen beim Hoster" },
  {
    id: "form",
    title: "Formular-Dienst",
    byHand:
      "bei Formspree reCAPTCHA ausschalten und ohne JavaScript eine Test-Anfrage senden (docs/owner.md: „Wichtig: reCAPTCHA beim Formular-Dienst ausschalten“).",
  },
  {
    id: "cms",
    title: "CMS-Anmeldung",
    byHand:
      "OAuth-App bei GitHub anlegen und bei Netlify eintragen (docs/owner.md: „Das CMS auf der Live-Seite“, A und B).",
  },
  {
    id: "hook",
    title: "Täglicher Build und Benachrichtigung",
    byHand:
      "Build-Hook als GitHub-Secret NETLIFY_BUILD_HOOK eintragen und Netlifys E-Mail bei fehlgeschlagenem Build einschalten (docs/owner.md: „Livegang Schritt für Schritt“, Schritte 9 und 10).",
  },
];

/** One thing that keeps the site from going live, phrased for the owner. */
export interface LaunchIssue {
  step: LaunchStepId;
  /** Where the owner changes it: the field as /admin names it, or the host's setting. */
  where: string;
  /** What is wrong and what to do. */
  message: string;
  /** The file behind the field, for those who edit files by hand. */
  file?: string;
}

/** One line of the check's output: where, what, and the file in brackets. */
export const formatLaunchIssue = (issue: LaunchIssue): string =>
  `${issue.where}: ${issue.message}${issue.file ? ` [${issue.file}]` : ""}`;
