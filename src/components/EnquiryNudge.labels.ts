/** The short way to enquire at the end of a long section (EnquiryNudge.tsx). */
export const ENQUIRY_NUDGE_LABELS = {
  question: "Passt das zu Ihrer Feier?",
  enquire: "Unverbindlich anfragen",
  or: "oder",
  call: (phone: string) => `anrufen: ${phone}`,
} as const;
