import type { Page } from "playwright-core";
import { useSite } from "../support/harness";
import { jsonLdBlocks, loadRoute } from "../support/built-site";
import { articles } from "../support/content";

const site = useSite();

async function liveHead(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description:
      document.querySelectorAll('meta[name="description"]').length === 1
        ? document.querySelector('meta[name="description"]')!.getAttribute("content")
        : "not exactly one",
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href")),
    ogUrl: [...document.querySelectorAll('meta[property="og:url"]')].map((m) => m.getAttribute("content")),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? "{}")["@type"],
    ),
  }));
}

function staticHead(route: string) {
  const doc = loadRoute(route);
  return {
    title: doc.title,
    description: doc.querySelector('meta[name="description"]')?.getAttribute("content"),
    canonical: [doc.querySelector('link[rel="canonical"]')?.getAttribute("href")],
    ogUrl: [doc.querySelector('meta[property="og:url"]')?.getAttribute("content")],
    jsonLd: jsonLdBlocks(doc).map((b) => b["@type"]),
  };
}

describe("page head during client-side navigation", () => {
  it("matches each page's own head and structured data, with nothing left over from the previous page", async () => {
    const { page } = await site.open("/", { consent: "declined" });
    const journey: [string, () => Promise<void>][] = [
      [
        "/blog",
        () => page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Blog" }).click(),
      ],
      [`/blog/${articles()[0].slug}`, () => page.locator(`main a[href="/blog/${articles()[0].slug}"]`).first().click()],
      [
        "/locations",
        () =>
          page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Locations" }).click(),
      ],
      ["/event-dj-luebeck", () => page.locator('footer a[href="/event-dj-luebeck"]').click()],
      ["/weihnachtsfeier-dj-kiel", () => page.locator('footer a[href="/weihnachtsfeier-dj-kiel"]').click()],
    ];
    expect(await liveHead(page)).toEqual(staticHead("/"));
    for (const [route, go] of journey) {
      await go();
      await page.waitForURL((url) => url.pathname === route);
      await page.waitForFunction(
        (r) => document.querySelector('link[rel="canonical"]')?.getAttribute("href")?.endsWith(r),
        route,
      );
      expect(await liveHead(page)).toEqual(staticHead(route));
    }
  });
});
