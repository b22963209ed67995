import type { Page } from "playwright-core";
import { useSite, waitForHydration } from "../support/harness";
import { useFormService } from "../support/form-service";
import { appStarted, gotoFirstPaint, holdApp, recordToasts, throttle } from "../support/field";
import { watchPage } from "../support/browser";
import { articles, cardLabels, pageHeading, packageLists } from "../support/content";

/**
 * A slow phone: its network throttled through the DevTools protocol (see `throttle` for why not its
 * CPU), and the visitor acts at the first paint. The app bundle is held back until the action is
 * done, so "before the app has loaded" holds on any machine; every test checks that it did.
 */
const site = useSite();

async function firstPaint(path: string, { width = 375, consent }: { width?: number; consent?: "declined" } = {}) {
  const context = await site.newContext({ width, consent });
  const page = await context.newPage();
  const log = watchPage(page, site.url);
  await throttle(page);
  const release = await holdApp(page);
  await gotoFirstPaint(page, site.url + path);
  expect(await appStarted(page)).toBe(false);
  const startApp = async () => {
    expect(await appStarted(page)).toBe(false); // the action really happened before the app
    release();
    await waitForHydration(page);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app"));
  };
  return { page, context, log, startApp };
}

const visibleText = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => (e as HTMLElement).innerText);

describe("a slow phone: what the visitor does at the first paint counts", () => {
  it("'Akzeptieren' at the first paint is stored, the banner goes, and it stays gone after the app starts and on reload", async () => {
    const { page, startApp, log } = await firstPaint("/kontakt");
    const banner = page.getByRole("region", { name: "Cookie-Hinweis" });
    await banner.getByRole("button", { name: "Akzeptieren" }).click();
    await banner.waitFor({ state: "hidden" });
    await expect(page.evaluate(() => localStorage.getItem("cookie-consent"))).resolves.toBe("accepted");
    await startApp();
    await expect(banner.isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await expect(
      page.getByRole("dialog", { name: "Cookie-Einstellungen" }).getByTestId("consent-current").innerText(),
    ).resolves.toBe("Externe Medien direkt laden");
    await page.reload({ waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    await expect(page.getByRole("region", { name: "Cookie-Hinweis" }).isVisible()).resolves.toBe(false);
    expect(log.errors).toEqual([]);
  });

  it("the × of the banner at the first paint declines", async () => {
    const { page } = await firstPaint("/");
    await page.getByRole("button", { name: "Cookie-Hinweis schließen (ablehnen)" }).click();
    await expect(page.evaluate(() => localStorage.getItem("cookie-consent"))).resolves.toBe("declined");
    await expect(page.getByRole("region", { name: "Cookie-Hinweis" }).isVisible()).resolves.toBe(false);
  });

  it("the menu button at the first paint opens the panel, which navigates", async () => {
    const { page } = await firstPaint("/", { consent: "declined" });
    await page.getByRole("button", { name: "Menü" }).click();
    const panel = page.getByRole("dialog", { name: "Menü" });
    await panel.waitFor();
    // Opened by the browser itself (popovertarget), before any script of ours has run.
    expect(await panel.evaluate((d) => d.matches(":popover-open"))).toBe(true);
    await panel.getByRole("link", { name: "Locations" }).click();
    await page.waitForURL(/\/locations$/, { waitUntil: "commit" });
    await page.locator("h1", { hasText: pageHeading("locations") }).waitFor(); // the heading content gives /locations
  });

  it("a FAQ question tapped at the first paint opens, and stays open when the app starts", async () => {
    const { page, startApp } = await firstPaint("/weihnachtsfeier-dj-kiel", { consent: "declined" });
    const questions = page.locator("#faq summary");
    await questions.nth(1).click();
    await expect(
      page
        .locator("#faq details")
        .nth(1)
        .evaluate((d) => (d as HTMLDetailsElement).open),
    ).resolves.toBe(true);
    await startApp();
    await expect(page.locator("#faq details[open]").count()).resolves.toBe(1);
    await expect(
      page
        .locator("#faq details")
        .nth(1)
        .evaluate((d) => (d as HTMLDetailsElement).open),
    ).resolves.toBe(true);
  });

  it("the price toggle at the first paint switches the prices, and the choice holds when the app starts", async () => {
    // Each card shows its package's net price from packages.yaml, as the spec words it for business customers.
    const cards = packageLists().guide.map((pkg) => ({
      selector: `[data-testid="package-${pkg.id}"]`,
      ...cardLabels(pkg.netPrice),
    }));
    expect(cards.length).toBeGreaterThan(0);
    const { page, startApp } = await firstPaint("/event-dj-hamburg-finden", { width: 1440, consent: "declined" });
    await page.locator("#pakete").getByRole("radio", { name: "Geschäftskunde" }).check({ force: true });
    for (const card of cards) {
      const text = await visibleText(page, card.selector); // the card names its package
      expect(text).toContain(card.business);
      expect(text).not.toContain(card.private);
    }
    await startApp();
    await expect(page.locator("#pakete").getByRole("radio", { name: "Geschäftskunde" }).isChecked()).resolves.toBe(
      true,
    );
    for (const card of cards) await expect(visibleText(page, card.selector)).resolves.toContain(card.business);
    await expect(visibleText(page, '[data-testid="price-footnote"]')).resolves.toContain("netto zzgl. 19% MwSt.");
  });

  it("share buttons at the first paint: the toasts are kept and shown in order when the app starts", async () => {
    const { page, context, startApp } = await firstPaint(`/blog/${articles()[0].slug}`, {
      width: 1440,
      consent: "declined",
    });
    await context.route(/instagram\.com|tiktok\.com/, (route) => route.fulfill({ status: 200, body: "stand-in" }));
    for (const name of [/^Instagram/, /^TikTok/]) {
      const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name }).click()]);
      await popup.close();
    }
    const toasts = await recordToasts(page);
    await startApp();
    await expect(toasts.untilAnnounced(2)).resolves.toEqual([
      { text: "Instagram geöffnet", role: "alert" },
      { text: "TikTok geöffnet", role: "alert" },
    ]);
  });

  describe("with the form service listening", () => {
    const stub = useFormService(site);

    it("text typed and choices made before the app starts stay in the fields and are sent", async () => {
      const { page, startApp } = await firstPaint("/kontakt", { consent: "declined" });
      await page.selectOption('select[name="anrede"]', "Frau");
      await page.fill('[name="vorname"]', "Jana");
      await page.fill('[name="nachname"]', "Schulz");
      await page.fill('[name="email"]', "jana@example.de");
      await page.selectOption('select[name="eventTyp"]', "hochzeit");
      await page.fill('[name="eventLocation"]', "Gut Basthorst");
      await page.fill('[name="nachricht"]', "Hochzeit im Juni mit 90 Gästen.");
      // The draft is kept too, but storage may be blocked (private mode): the fields alone must do.
      await page.evaluate(() => localStorage.removeItem("anfrage-entwurf"));
      await startApp();
      for (const [name, value] of [
        ["vorname", "Jana"],
        ["nachname", "Schulz"],
        ["anrede", "Frau"],
        ["eventTyp", "hochzeit"],
      ]) {
        await expect(page.inputValue(`[name="${name}"]`)).resolves.toBe(value);
      }
      await page.getByRole("button", { name: "Anfrage senden" }).click();
      await page.getByText("Vielen Dank für Ihre Anfrage!").waitFor();
      await expect(page.getByText("Vorname ist erforderlich").count()).resolves.toBe(0);
      expect(stub.service.requests).toHaveLength(1);
      expect(stub.service.requests[0].accept).toBe("application/json");
      expect(stub.service.requests[0].fields).toMatchObject({
        anrede: "Frau",
        vorname: "Jana",
        nachname: "Schulz",
        eventTyp: "hochzeit",
        eventLocation: "Gut Basthorst",
      });
    });
  });
});
