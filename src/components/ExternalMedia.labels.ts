/** The words of the two-click player (ExternalMedia.tsx). */
export const EXTERNAL_MEDIA_LABELS = {
  load: (platform: string) => `Abspielen – lädt ${platform}`,
  note: (platform: string) =>
    `Erst mit dem Klick lädt ${platform} den Player; dabei erhält ${platform} Ihre IP-Adresse und kann Cookies setzen.`,
  open: (platform: string) => `Auf ${platform} ansehen`,
  newTab: "(öffnet in neuem Tab)",
} as const;
