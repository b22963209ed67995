export interface ShareInput {
  title: string;
  excerpt: string;
  url: string;
}

/** Where each share button goes. Instagram and TikTok have no share URL: their home pages open. */
export const shareLinks = ({ title, excerpt, url }: ShareInput) => ({
  whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${excerpt}\n\n${url}`)}`,
  threads: `https://www.threads.net/intent/post?text=${encodeURIComponent(`${title} ${url}`)}`,
  instagram: "https://www.instagram.com/",
  tiktok: "https://www.tiktok.com/",
});

export const SHARE_MESSAGES = {
  copied: { title: "Link kopiert!", text: "Der Link wurde in die Zwischenablage kopiert." },
  copyFailed: { title: "Fehler", text: "Der Link konnte nicht kopiert werden." },
  instagram: { title: "Instagram geöffnet", text: "Sie können jetzt manuell auf Instagram teilen." },
  threads: { title: "Threads geöffnet", text: "Der Artikel wird auf Threads geteilt." },
  tiktok: { title: "TikTok geöffnet", text: "Sie können jetzt manuell auf TikTok teilen." },
} as const;

/**
 * Copies text: the Clipboard API first, then the older execCommand route (for browsers or
 * contexts where the API is missing or refused). Resolves true when one of them worked.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    if (doc.defaultView?.navigator.clipboard) {
      await doc.defaultView.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the fallback
  }
  const area = doc.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  doc.body.appendChild(area);
  area.focus();
  area.select();
  try {
    return doc.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
