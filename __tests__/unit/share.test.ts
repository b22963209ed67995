import { shareLinks } from "../../src/lib/share";

const input = {
  title: "Eventmusik-Trends 2025",
  excerpt: "Was Gäste hören wollen.",
  url: "https://example.test/blog/eventmusik-trends-2025",
};

describe("share links", () => {
  it("builds WhatsApp, e-mail and Threads links with title and URL", () => {
    const links = shareLinks(input);
    expect(links.whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent("Eventmusik-Trends 2025 https://example.test/blog/eventmusik-trends-2025")}`,
    );
    expect(links.email).toBe(
      `mailto:?subject=${encodeURIComponent(input.title)}&body=${encodeURIComponent("Was Gäste hören wollen.\n\nhttps://example.test/blog/eventmusik-trends-2025")}`,
    );
    expect(links.threads).toContain("https://www.threads.net/intent/post?text=");
    expect(decodeURIComponent(links.threads)).toContain(input.url);
  });

  it("opens the Instagram and TikTok home pages", () => {
    expect(shareLinks(input).instagram).toBe("https://www.instagram.com/");
    expect(shareLinks(input).tiktok).toBe("https://www.tiktok.com/");
  });
});
