import { useSite, waitForHydration } from "../support/harness";
import { watchPage } from "../support/browser";
import { articles } from "../support/content";
import { holdApp } from "../support/field";

const site = useSite();

/** The page paints from its HTML first; the bundles are requested after that and then hydrate it. */
describe("loading order", () => {
  it.each(["/", "/kontakt", `/blog/${articles()[0].slug}`])(
    "%s: bundles are requested after the first contentful paint and the page becomes interactive",
    async (route) => {
      const { page, log } = await site.open(route, { width: 375 });
      // hydrated: the menu button opens the panel
      await page.waitForFunction(() =>
        performance.getEntriesByType("resource").some((e) => /\/app-[0-9a-f]+\.js$/.test(e.name)),
      );
      const timing = await page.evaluate(() => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
        const bundles = performance
          .getEntriesByType("resource")
          .filter((e) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(e.name));
        return { fcp, starts: bundles.map((b) => b.startTime) };
      });
      expect(timing.starts).toHaveLength(3);
      expect(Number.isFinite(timing.fcp)).toBe(true);
      for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.fcp);
      await page.getByRole("button", { name: "Menü" }).click();
      await page.getByRole("dialog").getByRole("link", { name: "Kontakt" }).waitFor();
      expect(log.errors).toEqual([]);
    },
  );

  it("the server style sheet stays through hydration: nothing moves or changes its look", async () => {
    const { context } = await site.open("/impressum", { width: 375 });
    const page = await context.newPage();
    const log = watchPage(page, site.url);
    // Hold the app bundle back, so "before" is the page exactly as the server sent it.
    const release = await holdApp(page);
    // Not until "load": the bundles start at the first paint, which may come first, and then the held one holds "load".
    await page.goto(`${site.url}/event-dj-bremen`, { waitUntil: "domcontentloaded" });
    const look = () =>
      page.evaluate(() => {
        const cta = document.querySelector("main a[href^='/kontakt']") as HTMLElement;
        const s = getComputedStyle(cta);
        return [s.backgroundColor, s.color, s.padding, s.borderRadius, cta.getBoundingClientRect().height];
      });
    const before = await page.evaluate(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.shifts += (e as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
      return [...document.querySelectorAll("style[data-styled]")].map((e) => [
        e.getAttribute("data-styled"),
        e.textContent?.length ?? 0,
      ]);
    });
    // One server sheet, marked as styled-components' own, so the runtime leaves it in place.
    expect(before).toHaveLength(1);
    expect(before[0][0]).toBe("active");
    expect(before[0][1]).toBeGreaterThan(1000);
    const lookBefore = await look();

    release();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menü" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Kontakt" }).waitFor();
    await page.keyboard.press("Escape");
    const after = await page.evaluate(() => {
      const sheets = [...document.querySelectorAll("style[data-styled]")] as HTMLStyleElement[];
      return {
        serverKept: (sheets[0]?.textContent?.length ?? 0) > 1000,
        serverRules: [...(sheets[0]?.sheet?.cssRules ?? [])].length,
        // Rules the runtime added that the server sheet already holds.
        duplicates: sheets
          .slice(1)
          .flatMap((e) => [...(e.sheet?.cssRules ?? [])].map((r) => r.cssText))
          .filter((text) => [...(sheets[0]?.sheet?.cssRules ?? [])].some((r) => r.cssText === text)).length,
        shifts: (window as unknown as { shifts: number }).shifts,
      };
    });
    expect(after.serverKept).toBe(true);
    expect(after.serverRules).toBeGreaterThan(50);
    // The runtime knows the server's classes (src/lib/adopt-server-styles.ts) and adds none of them again.
    expect(after.duplicates).toBe(0);
    await expect(look()).resolves.toEqual(lookBefore);
    expect(after.shifts).toBe(0);
    expect(log.errors).toEqual([]);
  });

  it("the date picker arrives with its own chunk when the calendar is opened", async () => {
    const { page } = await site.open("/kontakt");
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((e) => /\/app-[0-9a-f]+\.js$/.test(e.name)),
    );
    const dayPicker = () => page.evaluate(() => document.querySelectorAll(".rdp-root").length);
    await expect(dayPicker()).resolves.toBe(0);
    await page.getByRole("button", { name: "Kalender öffnen" }).click();
    await page.locator(".rdp-root").waitFor();
    await expect(page.locator(".rdp-day_button").first().isVisible()).resolves.toBe(true);
  });
});
