/** The fields of the callback request (/kontakt#rueckruf); their words are in CallbackForm.labels.ts. */
export interface CallbackValues {
  name?: string;
  telefon?: string;
  /** A row of the opening hours, as the visitor reads it ("Samstag (10–16 Uhr)"), or the next possible day. */
  rueckrufTag?: string;
  /** A part of the day within the hours ("Vormittags (10–12 Uhr)"), or any time. */
  zeitfenster?: string;
  /** Honeypot: stays empty for people; the form service drops submissions that fill it. */
  _gotcha?: string;
}

export type CallbackField = Exclude<keyof CallbackValues, "_gotcha">;

/** Form order; the first invalid field in this order gets focus after a failed submit. */
export const CALLBACK_FIELDS: CallbackField[] = ["name", "telefon", "rueckrufTag", "zeitfenster"];

/** As maxlength attributes, and capped again in the payload and the draft. */
export const CALLBACK_MAX_LENGTH: Record<CallbackField, number> = {
  name: 120,
  telefon: 40,
  rueckrufTag: 80,
  zeitfenster: 80,
};

export const CALLBACK_MIN_NAME = 2;

/** The field's id in the page: "rueckruf-name". */
export const fieldId = (name: CallbackField | "gotcha") => `rueckruf-${name}`;

/**
 * The plain post (no JavaScript) returns to the thank-you page with `?art=rueckruf`: there it clears
 * the callback's draft, not the enquiry's.
 */
export const CALLBACK_RETURN = { param: "art", value: "rueckruf" } as const;
