/** The share row's words (ShareButtons.tsx): visible button texts and their accessible names. */
export const SHARE_LABELS = {
  group: "Artikel teilen",
  lead: "Teilen:",
  whatsapp: { text: "WhatsApp", name: "Auf WhatsApp teilen (öffnet in neuem Tab)" },
  email: { text: "E-Mail", name: "Per E-Mail teilen" },
  threads: { text: "Threads", name: "Auf Threads teilen (öffnet in neuem Tab)" },
  instagram: { text: "Instagram", name: "Instagram öffnen, um manuell zu teilen (neuer Tab)" },
  tiktok: { text: "TikTok", name: "TikTok öffnen, um manuell zu teilen (neuer Tab)" },
  copy: { text: "Link kopieren", name: "Link kopieren: Adresse des Artikels in die Zwischenablage" },
} as const;

/** The toasts after a share action (spec section 8), shown by the app (Toasts.tsx). */
export const SHARE_MESSAGES = {
  copied: { title: "Link kopiert!", text: "Der Link wurde in die Zwischenablage kopiert." },
  copyFailed: { title: "Fehler", text: "Der Link konnte nicht kopiert werden." },
  instagram: { title: "Instagram geöffnet", text: "Sie können jetzt manuell auf Instagram teilen." },
  threads: { title: "Threads geöffnet", text: "Der Artikel wird auf Threads geteilt." },
  tiktok: { title: "TikTok geöffnet", text: "Sie können jetzt manuell auf TikTok teilen." },
} as const;
