import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import type { Page } from "playwright-core";
import { useSite, waitForHydration } from "../support/harness";
import { CONTENT_DIR, christmasCities, cities, contentRoutes } from "../support/content";
import { ROUTES, christmasPath, cityPath, occasionPath } from "../../src/model/routes";
import { ENQUIRY_FORM_LABELS } from "../../src/components/EnquiryForm/EnquiryForm.labels";

const site = useSite();

/** The value `read` gives once it equals `expected` (or the last one after 10 s), for an expect. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let value = await read();
  for (let i = 0; i < 50 && value !== expected; i++) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

/** Every occasion page with the form's event type it stands for (content/occasions, the editor's). */
const occasionPages = fs
  .readdirSync(path.join(CONTENT_DIR, "occasions"))
  .filter((f) => /\.ya?ml$/.test(f))
  .map(
    (f) =>
      yaml.load(fs.readFileSync(path.join(CONTENT_DIR, "occasions", f), "utf8")) as { slug: string; occasion: string },
  );
const eventTypeLabel = (value: string) => ENQUIRY_FORM_LABELS.options.eventTyp.find((o) => o.value === value)!.label;

const LANDING_PAGES = [
  "/",
  ...occasionPages.map((o) => occasionPath(o.slug)),
  ...cities().map((c) => cityPath(c.slug)),
];

/** A phone's page, emulated as a phone (isMobile, hasTouch), optionally with the consent banner left open. */
async function phone(width: number, consent: "declined" | null = "declined") {
  const context = await site.newContext({ width });
  if (consent) await context.addInitScript((v) => window.localStorage.setItem("cookie-consent", v), consent);
  return context.newPage();
}

/** The layout viewport and the widest thing in it: on a phone, anything wider widens the page. */
const widthOf = (page: Page) =>
  page.evaluate(() => ({
    window: window.innerWidth,
    document: document.documentElement.scrollWidth,
    widest: [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > window.visualViewport!.width + 1)
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()} ${e.textContent?.trim().slice(0, 30)}`),
  }));

describe("a phone's screen", () => {
  it.each([320, 375])("no page is wider than a %i px phone", async (width) => {
    const page = await phone(width, null);
    const tooWide: string[] = [];
    for (const route of contentRoutes()) {
      await page.goto(site.url + route, { waitUntil: "load" });
      const w = await widthOf(page);
      if (w.window !== width || w.document > width)
        tooWide.push(`${route}: ${w.document} px (${w.widest.join(" | ")})`);
    }
    expect(tooWide).toEqual([]);
  });

  it("the action bar is on screen once the visitor scrolls past the hero", async () => {
    const page = await phone(375);
    for (const route of [occasionPath(occasionPages[0].slug), christmasPath(christmasCities()[0])]) {
      await page.goto(site.url + route);
      await waitForHydration(page);
      await page.mouse.wheel(0, 2500);
      const bar = page.getByTestId("action-bar");
      expect(await eventually(() => bar.isVisible(), true)).toBe(true);
      const box = (await bar.boundingBox())!;
      const screen = await page.evaluate(() => ({ w: window.visualViewport!.width, h: window.visualViewport!.height }));
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(screen.w + 1);
      expect(box.y + box.height).toBeLessThanOrEqual(screen.h + 1);
    }
  });
});

/** The first link matching `selector` that is on screen and takes a tap at its centre (nothing lies over it). */
const tappable = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    return [...document.querySelectorAll<HTMLAnchorElement>(sel)].some((a) => {
      const r = a.getBoundingClientRect();
      if (r.width === 0 || r.top < 0 || r.bottom > window.innerHeight) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && (hit === a || a.contains(hit));
    });
  }, selector);

describe("first view on a phone with the consent banner open (375 × 812)", () => {
  it.each(LANDING_PAGES)("%s: a call link and an enquiry link can be tapped", async (route) => {
    const page = await phone(375, null);
    await page.goto(site.url + route, { waitUntil: "load" });
    await expect(page.locator("[data-consent-banner]").isVisible()).resolves.toBe(true);
    await expect(tappable(page, 'a[href^="tel:"]')).resolves.toBe(true);
    await expect(tappable(page, 'a[href^="/kontakt"]')).resolves.toBe(true);
  });
});

describe("the visitor's choice arrives chosen", () => {
  const pages = [
    ...occasionPages.map((o) => ({ route: occasionPath(o.slug), occasion: o.occasion })),
    { route: christmasPath("Kiel"), occasion: "weihnachtsfeier" },
  ].filter(({ route }) => route !== christmasPath("Kiel") || christmasCities().includes("Kiel"));

  it.each(pages)(
    "$route: the hero's enquiry link opens /kontakt with the occasion chosen",
    async ({ route, occasion }) => {
      const page = await phone(375);
      await page.goto(site.url + route);
      await waitForHydration(page);
      await page.locator('main header a[href^="/kontakt"]').first().click();
      await page.waitForURL(/\/kontakt\?/);
      expect(await eventually(() => page.inputValue('select[name="eventTyp"]'), occasion)).toBe(occasion);
      await expect(page.getByTestId("interest").innerText()).resolves.toContain(eventTypeLabel(occasion));
    },
  );

  it("a city page names its town on /kontakt and leaves the venue to the visitor", async () => {
    const city = cities()[0];
    const page = await phone(375);
    await page.goto(site.url + cityPath(city.slug));
    await waitForHydration(page);
    await page.locator('main header a[href^="/kontakt"]').first().click();
    await page.waitForURL(/\/kontakt\?/);
    const interest = page.getByTestId("interest");
    await interest.waitFor();
    await expect(interest.innerText()).resolves.toContain(city.name);
    await expect(page.inputValue('[name="eventLocation"]')).resolves.toBe("");
  });
});

describe("/kontakt on a phone", () => {
  it("asks about the celebration first and offers the call above the form", async () => {
    const page = await phone(375);
    await page.goto(site.url + ROUTES.contact);
    await waitForHydration(page);
    const first = await page
      .locator("#anfrage form")
      .evaluate((form) =>
        [...form.querySelectorAll<HTMLElement>("input, select, textarea")]
          .find((e) => e.offsetParent !== null)
          ?.getAttribute("name"),
      );
    expect(first).toBe("eventTyp");
    const formTop = (await page.locator("#anfrage").boundingBox())!.y;
    const calls = await page
      .locator('main a[href^="tel:"]')
      .evaluateAll((links) =>
        links
          .filter((a) => (a as HTMLElement).offsetParent !== null)
          .map((a) => a.getBoundingClientRect().top + window.scrollY),
      );
    expect(Math.min(...calls)).toBeLessThan(formTop);
  });

  it("the date picker jumps by month and year", async () => {
    const page = await phone(375);
    await page.goto(site.url + ROUTES.contact);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Kalender öffnen" }).click();
    const year = new Date().getFullYear() + 1;
    await page.getByRole("combobox", { name: "Jahr wählen" }).selectOption(String(year));
    await page.getByRole("combobox", { name: "Monat wählen" }).selectOption({ label: "August" });
    await page.locator(".rdp-day_button", { hasText: /^15$/ }).first().click();
    await expect(page.inputValue('[name="eventDatum"]')).resolves.toBe(`15.08.${year}`);
  });
});
