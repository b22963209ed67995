/**
 * Browser-storage keys the site uses (all are named in the Datenschutzerklärung). A module of their
 * own: the inline script's text (pre-app.ts) stays out of the bundles that only need a key.
 */
export const CONSENT_KEY = "cookie-consent";
export const DRAFT_KEY = "anfrage-entwurf";
/** The unsent callback request of /kontakt#rueckruf (src/components/CallbackForm): name, number, day, time. */
export const CALLBACK_DRAFT_KEY = "rueckruf-entwurf";
/** The Musikplanung's draft (src/components/MusicPlanner): kept until the visitor deletes it. */
export const PLAN_KEY = "musikplanung-entwurf";
/**
 * The visitor's choices on this visit (date, occasion, package, town, venue, company, name:
 * src/lib/visit-choices.ts), so that they reach the enquiry form together. Session storage: gone
 * when the tab is closed.
 */
export const VISIT_CHOICES_KEY = "besuch-auswahl";
