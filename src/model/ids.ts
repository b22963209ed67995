/**
 * Names (ids) of content entries that code looks for. Kept apart from the content model so a page
 * can import them without the model's labels and hints landing in its JavaScript.
 */

/** FAQ entries the Schleswig-Holstein page shows something under: the package table, the enquiry button. */
export const REGIONAL_FAQ = { prices: "preise", booking: "buchung" } as const;
