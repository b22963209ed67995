/**
 * The short way to enquire at the end of a long section (EnquiryNudge.tsx). One wording per
 * context, so that a page does not repeat the same sentence (a page shows each at most 3 times,
 * __tests__/site/slips.test.ts): after the course of the day, after the questions, elsewhere.
 */
export const ENQUIRY_NUDGE_LABELS = {
  question: "Passt das zu Ihrer Feier?",
  enquire: "Unverbindlich anfragen",
  variants: {
    flow: { question: "Ihr Abend soll anders laufen?", enquire: "Erzählen Sie mir Ihren Ablauf" },
    faq: { question: "Ihre Frage ist nicht dabei?", enquire: "Fragen Sie mich direkt" },
    ask: { question: "Lieber gleich persönlich?", enquire: "Schreiben Sie mir" },
  },
  or: "oder",
  /** A no-break space: a phone link never breaks (html-validate tel-non-breaking). */
  call: (phone: string) => `anrufen:\u00a0${phone}`,
} as const;
