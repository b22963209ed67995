import type { Page } from "playwright-core";
import { nextFrames, useSite } from "../support/harness";
import { cities, occasionNamed } from "../support/content";
import { ROUTES, cityPath, occasionPath } from "../../src/model/routes";

const site = useSite();

/** Where the bar is on screen: pinned means fully inside the viewport, at its bottom edge. */
const barBox = (page: Page) =>
  page.getByTestId("action-bar").evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      top: Math.round(r.top),
      bottom: Math.round(r.bottom),
      height: r.height,
      viewport: window.innerHeight,
      visible: getComputedStyle(el).visibility,
    };
  });

const firstCity = cities()[0];
/** The wedding page (issue #37 names it): it must exist, no other page stands in for it. */
const wedding = occasionNamed("hochzeits-dj-hamburg");
const ROUTES_WITH_BAR = ["/", cityPath(firstCity.slug), occasionPath(wedding.slug)];

describe("the action bar on a phone (375×812)", () => {
  it.each(ROUTES_WITH_BAR)(
    "%s: never over the hero's buttons, pinned with call and enquiry once the hero is passed",
    async (route) => {
      const { page, log } = await site.tour(route, { width: 375, consent: "declined" });
      // Over the hero it covers nothing: it starts below the hero's own buttons (or below the fold).
      const atTop = await barBox(page);
      const heroButton = await page.locator("main a[href^='/kontakt']").first().boundingBox();
      expect(atTop.top).toBeGreaterThanOrEqual(
        Math.min(atTop.viewport, Math.round(heroButton!.y + heroButton!.height)),
      );
      await page.evaluate(() => window.scrollTo(0, 1400));
      await nextFrames(page);
      const scrolled = await barBox(page);
      expect(scrolled.bottom).toBe(scrolled.viewport);
      expect(scrolled.height).toBeGreaterThan(40);
      const bar = page.getByTestId("action-bar");
      await expect(bar.getByRole("link", { name: "Anrufen" }).getAttribute("href")).resolves.toMatch(/^tel:\+49/);
      await expect(bar.getByRole("link", { name: "Anfrage" }).getAttribute("href")).resolves.toMatch(
        // The page's occasion or town may come first (issue #37: the choice arrives chosen).
        /^\/kontakt\?(?:(?:anlass|ort)=[^&]+&)*von=[^&]+&weg=aktionsleiste#anfrage$/,
      );
      // Further down it stays pinned.
      await page.evaluate(() => window.scrollTo(0, 3000));
      await nextFrames(page);
      expect((await barBox(page)).bottom).toBe(scrolled.viewport);
      expect(log.errors).toEqual([]);
    },
  );

  it("is made of CSS: pinned without JavaScript too, and steps aside for a focused field there too", async () => {
    const context = await site.newContext({ width: 375, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + cityPath(firstCity.slug));
    await page.evaluate(() => window.scrollTo(0, 1400));
    const box = await barBox(page);
    expect(box.bottom).toBe(box.viewport);
    expect(box.visible).toBe("visible");
    // Without the inline script, the rule in <noscript> does it (src/lib/pre-app.ts, NO_SCRIPT_CSS).
    await page.locator("main form input:not([type=hidden])").first().focus();
    await expect(barBox(page).then((b) => b.visible)).resolves.toBe("hidden");
    await context.close();
  });

  it("steps aside while a field has focus, and the enquiry link reaches the form without JavaScript", async () => {
    const { page } = await site.open(ROUTES.home, { width: 375, consent: "declined" });
    await page.locator("#termin-pruefen").getByLabel("Wunschdatum").focus();
    await expect(barBox(page).then((b) => b.visible)).resolves.toBe("hidden");
    const context = await site.newContext({ width: 375, javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(site.url + cityPath(firstCity.slug));
    await noJs.getByTestId("action-bar").getByRole("link", { name: "Anfrage" }).click();
    await noJs.waitForURL((url) => url.pathname === ROUTES.contact && url.hash === "#anfrage");
    await context.close();
  });

  it("stays aside from a field to its form's button, and what focus brings into view stops above it", async () => {
    const { page } = await site.open(cityPath(firstCity.slug), { width: 375, consent: "declined" });
    const check = page.locator("#termin-pruefen");
    const button = check.getByRole("button", { name: "Prüfen" });
    // The button just below the screen's bottom edge, the page scrolled past the hero: the bar is there.
    await button.evaluate((b) =>
      window.scrollTo({
        top: window.scrollY + b.getBoundingClientRect().top - window.innerHeight + 8,
        behavior: "instant",
      }),
    );
    await nextFrames(page);
    const bar = await barBox(page);
    expect(bar.visible).toBe("visible");
    // Typing in the field, then tapping the button moves the focus to the button (a tap's pointerdown
    // does): the bar must not come back under the finger, and the button scrolls clear of where it sits.
    await check.getByLabel("Wunschdatum").focus();
    await button.focus();
    await nextFrames(page);
    await expect(barBox(page).then((b) => b.visible)).resolves.toBe("hidden");
    // (The page scrolls smoothly: wait for the button to come to rest above the bar's place.)
    await expect(
      page.waitForFunction(
        (limit) => document.querySelector("#termin-pruefen button")!.getBoundingClientRect().bottom <= limit,
        bar.viewport - bar.height,
        { timeout: 3000 },
      ),
    ).resolves.toBeTruthy();
  });

  it("is not on /kontakt, where the form is the page, and not on a desktop", async () => {
    const { page } = await site.open(ROUTES.contact, { width: 375, consent: "declined" });
    await expect(page.getByTestId("action-bar").count()).resolves.toBe(0);
    const desktop = await site.open(cityPath(firstCity.slug), { width: 1440, consent: "declined" });
    await expect(desktop.page.getByTestId("action-bar").isVisible()).resolves.toBe(false);
  });
});
