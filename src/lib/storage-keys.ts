/**
 * Local-storage keys the site uses (all are named in the Datenschutzerklärung). A module of their
 * own: the inline script's text (pre-app.ts) stays out of the bundles that only need a key.
 */
export const CONSENT_KEY = "cookie-consent";
export const DRAFT_KEY = "anfrage-entwurf";
/** The Musikplanung's draft (src/components/MusicPlanner): kept until the visitor deletes it. */
export const PLAN_KEY = "musikplanung-entwurf";
