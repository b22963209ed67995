/**
 * The moment of sending on a phone (375 × 812, touch): the consent banner covers neither the proof
 * nor the way to call and enquire, the DJ's face is there, and no state of the form – sent, failed,
 * with long input – is wider than the phone.
 */
import type { Page } from "playwright-core";
import { useSite } from "../support/harness";
import { useFormService } from "../support/form-service";
import { cities, occasions } from "../support/content";
import { cityPath, occasionPath } from "../../src/model/routes";

const site = useSite();
const stub = useFormService(site);

/** Landing pages as the content makes them: every occasion and every town with a page. */
const LANDING = [...occasions().map((o) => occasionPath(o.slug)), ...cities().map((c) => cityPath(c.slug))];

/** Whether the element's centre is what a finger lands on there (nothing lies over it). */
const tappable = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    // The first line box: a link that wraps has a gap, not the link, at the centre of its bounding box.
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const inView = r.top >= 0 && r.bottom <= window.innerHeight && r.width > 0;
    const hit = document.elementFromPoint(x, y);
    return inView && !!hit && (el === hit || el.contains(hit));
  });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("a phone with the consent banner open", () => {
  it("the test covers the wedding and the company-party pages", () => {
    expect(LANDING.length).toBeGreaterThanOrEqual(2);
  });

  it.each(LANDING)(
    "%s: the rating is readable at first view, call and enquiry tappable one screen down",
    async (route) => {
      // One tab goes from page to page (site.tour): nothing here answers the banner, so it stays open.
      const { page } = await site.tour(route, { width: 375 });
      await page.locator("[data-consent-banner]").waitFor({ state: "visible" });
      expect(await tappable(page, '[data-testid="proof-rating"] a')).toBe(true);
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      await page.waitForFunction(() => {
        const bar = document.querySelector("[data-action-bar]")!.getBoundingClientRect();
        return bar.bottom <= window.innerHeight && bar.top > window.innerHeight / 2;
      });
      expect(await tappable(page, '[data-action-bar] a[href^="tel:"]')).toBe(true);
      expect(await tappable(page, "[data-action-bar] a.primary")).toBe(true);
      // The banner is still there and its choices still answer.
      expect(await tappable(page, '[data-consent-banner] [data-pre="accepted"]')).toBe(true);
    },
  );

  it.each(["/", ...LANDING])("%s: the DJ's face is at least 96 px in the first view", async (route) => {
    const { page } = await site.tour(route, { width: 375, consent: "declined" });
    const face = await page.evaluate(() => {
      const r = document.querySelector("[data-face]")?.getBoundingClientRect();
      return r && { width: r.width, height: r.height, bottom: r.bottom, view: window.innerHeight };
    });
    expect(face).toBeDefined();
    expect(Math.min(face!.width, face!.height)).toBeGreaterThanOrEqual(96);
    expect(face!.bottom).toBeLessThanOrEqual(face!.view);
  });
});

describe("the form on a phone is never wider than the phone", () => {
  const LONG_EMAIL = `${"a".repeat(27)}.${"b".repeat(10)}@beispiel.de`; // 50 characters
  const LONG_TEXT = "Hochzeitsfeier".repeat(12);

  async function fill(page: Page) {
    await page.selectOption('select[name="anrede"]', "Frau");
    await page.fill('[name="vorname"]', "Maximiliane-Friederike");
    await page.fill('[name="nachname"]', "Oberhausen-Schleswig");
    await page.fill('[name="email"]', LONG_EMAIL);
    await page.selectOption('select[name="eventTyp"]', "geburtstag");
    await page.fill('[name="eventLocation"]', LONG_TEXT);
    await page.fill('[name="nachricht"]', `${LONG_TEXT} ${LONG_TEXT}`);
  }

  it("the e-mail address has 50 characters", () => expect(LONG_EMAIL).toHaveLength(50));

  it.each([375, 320])("at %i px: after sending the confirmation fits and shows the whole address", async (width) => {
    const { page } = await site.open("/kontakt", { width, consent: "declined" });
    await fill(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    const summary = page.getByTestId("sent-summary");
    await summary.waitFor();
    expect(stub.service.requests).toHaveLength(1);
    expect(await summary.innerText()).toContain(LONG_EMAIL.slice(0, 20));
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    const box = await summary.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  });

  it("at 320 px: after a failed send, with everything kept, nothing is wider either", async () => {
    stub.service.respondWith(500);
    const { page } = await site.open("/kontakt", { width: 320, consent: "declined" });
    await fill(page);
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await page.getByText("Fehler beim Senden").waitFor();
    await expect(page.inputValue('[name="email"]')).resolves.toBe(LONG_EMAIL);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  });
});
