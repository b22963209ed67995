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
