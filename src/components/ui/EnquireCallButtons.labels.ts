/** The call button's fixed word (EnquireCallButtons.tsx), before the phone number: "Anrufen: 040 …". */
export const ENQUIRE_CALL_LABELS = {
  call: "Anrufen:",
  /** The call button on a phone, where the number does not fit beside the enquiry button. */
  callShort: "Anrufen",
} as const;
