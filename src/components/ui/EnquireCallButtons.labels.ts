/** The call button's fixed word (EnquireCallButtons.tsx), before the phone number: "Anrufen: 040 …". */
export const ENQUIRE_CALL_LABELS = {
  call: "Anrufen:",
} as const;
