import { useSite } from "../support/harness";
import { BLOG_SLUGS } from "../support/routes";

const site = useSite();

describe("blog", () => {
  it("/blog shows the newest article as featured and six cards, in the content's order", async () => {
    const { page, log } = await site.open("/blog", { consent: "declined" });
    const hrefs = await page.locator("main article a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(BLOG_SLUGS.map((s) => `/blog/${s}`));
    await expect(page.locator("main article").count()).resolves.toBe(7);
    await expect(page.locator("main article").first().textContent()).resolves.toContain("Musik & Trends");
    const lazy = await page.locator("main article img[loading]").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("loading")));
    expect(lazy[0]).toBe("eager");
    expect(lazy.slice(1).every((l) => l === "lazy")).toBe(true);
    expect(log.errors).toEqual([]);
  });

  it.each(BLOG_SLUGS)("/blog/%s shows category, date, author, reading time, tags and its body", async (slug) => {
    const { page } = await site.open(`/blog/${slug}`, { consent: "declined" });
    const meta = await page.locator("main article header").textContent();
    expect(meta).toMatch(/Min\. Lesezeit/);
    expect(meta).toMatch(/von \S+/);
    expect(meta).toMatch(/\d{1,2}\. \S+ 20\d\d/);
    await expect(page.getByRole("list", { name: "Schlagwörter" }).locator("li").count()).resolves.toBeGreaterThan(0);
    await expect(page.locator("main article h2").count()).resolves.toBeGreaterThan(1);
  });

  it("related articles: the two Hochzeitsplanung articles show each other", async () => {
    for (const [slug, other] of [["event-planung-timeline-dj-buchen", "perfekte-eventplanung-hamburg"], ["perfekte-eventplanung-hamburg", "event-planung-timeline-dj-buchen"]]) {
      const { page } = await site.open(`/blog/${slug}`, { consent: "declined" });
      const related = page.getByRole("region", { name: "Ähnliche Artikel" });
      const links = await related.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(links).toEqual([`/blog/${other}`]);
    }
  });

  it("an article whose category has no other article shows no related section", async () => {
    const { page } = await site.open("/blog/eventmusik-trends-2025", { consent: "declined" });
    await expect(page.getByRole("region", { name: "Ähnliche Artikel" }).count()).resolves.toBe(0);
  });

  it("client navigation between articles starts at the top of the new article", async () => {
    const { page } = await site.open("/blog/event-planung-timeline-dj-buchen", { consent: "declined" });
    await page.getByRole("region", { name: "Ähnliche Artikel" }).locator("a").first().click();
    await page.waitForURL(/perfekte-eventplanung-hamburg$/);
    await page.locator("h1", { hasText: /Perfekte Eventplanung/i }).waitFor();
    await page.waitForTimeout(200);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeLessThan(5);
  });

  it("copy link: success toast when the clipboard is allowed", async () => {
    const { page, context } = await site.open("/blog/geburtstag-unvergesslich-gestalten", { consent: "declined" });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
    await page.getByRole("button", { name: /^Link kopieren/ }).click();
    await page.getByText("Link kopiert!").waitFor();
    await page.getByText("Der Link wurde in die Zwischenablage kopiert.").waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(/\/blog\/geburtstag-unvergesslich-gestalten$/);
  });

  it("copy link: error toast when the clipboard is refused and the fallback fails too", async () => {
    const { page } = await site.open("/blog/geburtstag-unvergesslich-gestalten", { consent: "declined" });
    await page.evaluate(() => {
      Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) } });
      document.execCommand = () => false;
    });
    await page.getByRole("button", { name: /^Link kopieren/ }).click();
    await page.getByText("Der Link konnte nicht kopiert werden.").waitFor();
    await expect(page.getByText("Fehler", { exact: true }).count()).resolves.toBe(1);
  });

  it("Instagram opens in a new tab and explains how to share", async () => {
    const { page, context } = await site.open("/blog/geburtstag-unvergesslich-gestalten", { consent: "declined" });
    await context.route(/instagram\.com/, (route) => route.fulfill({ status: 200, body: "stand-in" })); // no request leaves the machine
    const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: /Instagram/ }).click()]);
    expect(popup.url()).toMatch(/^https:\/\/www\.instagram\.com\//);
    await page.getByText("Instagram geöffnet").waitFor();
    await page.getByText("Sie können jetzt manuell auf Instagram teilen.").waitFor();
  });

  it("share links carry the article title and URL", async () => {
    const { page } = await site.open("/blog/geburtstag-unvergesslich-gestalten", { consent: "declined" });
    const whatsapp = await page.getByRole("link", { name: /WhatsApp/ }).getAttribute("href");
    expect(decodeURIComponent(whatsapp!)).toMatch(/^https:\/\/wa\.me\/\?text=.+https?:\/\/.+\/blog\/geburtstag-unvergesslich-gestalten$/);
    const mail = await page.getByRole("link", { name: /E-Mail/ }).getAttribute("href");
    expect(mail).toMatch(/^mailto:\?subject=.+&body=/);
  });
});
