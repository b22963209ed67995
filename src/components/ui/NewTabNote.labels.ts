/** Read out after a link that opens in a new tab (NewTabNote.tsx). */
export const NEW_TAB_NOTE_LABELS = {
  newTab: "(öffnet in neuem Tab)",
} as const;
