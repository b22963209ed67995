/**
 * The event types of the enquiry form (spec section 3, eventTyp): the one list the form, the
 * Musikplanung, the occasion pages, testimonials, photos and planning.yaml's moments read. A leaf
 * without imports, so the form's bundle does not carry the content model.
 */
export const EVENT_TYPES = [
  { value: "firmenfeier", label: "Firmenfeier" },
  { value: "geburtstag", label: "Geburtstag" },
  { value: "hochzeit", label: "Hochzeit" },
  { value: "weihnachtsfeier", label: "Weihnachtsfeier" },
  { value: "jubilaeum", label: "Jubiläum" },
  { value: "private-party", label: "Private Party" },
  { value: "vereinsfeier", label: "Vereinsfeier" },
  { value: "sonstiges", label: "Sonstiges" },
] as const;

export type EventType = (typeof EVENT_TYPES)[number]["value"];
