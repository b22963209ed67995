import { useSite } from "../support/harness";

const site = useSite();

/** The page paints from its HTML first; the bundles are requested after that and then hydrate it. */
describe("loading order", () => {
  it.each(["/", "/kontakt", "/blog/eventmusik-trends-2025"])("%s: bundles are requested after the first contentful paint and the page becomes interactive", async (route) => {
    const { page, log } = await site.open(route, { width: 375 });
    // hydrated: the menu button opens the panel
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => /\/app-[0-9a-f]+\.js$/.test(e.name)));
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
      const bundles = performance.getEntriesByType("resource").filter((e) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(e.name));
      return { fcp, starts: bundles.map((b) => b.startTime) };
    });
    expect(timing.starts).toHaveLength(3);
    expect(Number.isFinite(timing.fcp)).toBe(true);
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.fcp);
    await page.getByRole("button", { name: "Menü" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Kontakt" }).waitFor();
    expect(log.errors).toEqual([]);
  });

  it("the date picker arrives with its own chunk when the calendar is opened", async () => {
    const { page } = await site.open("/kontakt");
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => /\/app-[0-9a-f]+\.js$/.test(e.name)));
    const dayPicker = () => page.evaluate(() => document.querySelectorAll(".rdp-root").length);
    await expect(dayPicker()).resolves.toBe(0);
    await page.getByRole("button", { name: "Kalender öffnen" }).click();
    await page.locator(".rdp-root").waitFor();
    await expect(page.locator(".rdp-day_button").first().isVisible()).resolves.toBe(true);
  });
});
