/** The short way to enquire at the end of a long section (EnquiryNudge.tsx). */
export const ENQUIRY_NUDGE_LABELS = {
  question: "Passt das zu Ihrer Feier?",
  enquire: "Unverbindlich anfragen",
  or: "oder",
  /** A no-break space: a phone link never breaks (html-validate tel-non-breaking). */
  call: (phone: string) => `anrufen:\u00a0${phone}`,
} as const;
