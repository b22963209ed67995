/** The words of the action bar on phones (ActionBar.tsx). */
export const ACTION_BAR_LABELS = {
  region: "Schnellkontakt",
  call: "Anrufen",
  whatsapp: "WhatsApp",
  enquire: "Anfrage",
  newTab: "(öffnet WhatsApp in neuem Tab)",
} as const;
