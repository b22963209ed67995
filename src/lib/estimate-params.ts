import { ENQUIRY_CHOICE_PARAMS } from "./enquiry-source";

// The names the Preisrechner, the package cards and /kontakt share. A module of their own: the cards
// on every page with prices need only these, not the estimate (lib/estimate.ts), which loads with
// the Preisrechner (components/Island).

/** Query parameters of /kontakt; the Preisrechner's plain GET form uses the same names. */
export const ESTIMATE_PARAMS = {
  package: "paket",
  hours: "stunden",
  extra: "extra",
  customer: "kunde",
  occasion: ENQUIRY_CHOICE_PARAMS.occasion,
  /** A package of the start page chosen by its button (packages.yaml → home, by id). */
  wish: "wunsch",
} as const;
/** The eventTyp of the Christmas pages: it also picks the Christmas packages on /kontakt. */
export const CHRISTMAS_OCCASION = "weihnachtsfeier";
/** id of the enquiry form's section on /kontakt (src/sections/contact/ContactForm.tsx). */
export const ESTIMATE_FORM_ANCHOR = "anfrage";
