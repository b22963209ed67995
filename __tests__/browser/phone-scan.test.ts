/**
 * Pages a phone can scan (issue 37): in Chromium with phone emulation (isMobile, hasTouch, 375 × 812)
 * no landing page is longer than 15 screens, the home page 18; an occasion page names where its
 * prices start within its first two screens; one private/business choice moves every price on the
 * page; an extra the chosen package already contains is not offered.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { waitForHydration } from "../support/harness";
import { serveSite } from "../support/server";
import { landingRoutes } from "../../gatsby/own-text";
import { christmasCities, cities, occasions, readYamlIn } from "../support/content";
import { christmasPath, occasionPath } from "../../src/model/routes";

const PHONE = { width: 375, height: 812 };
const MAX_SCREENS = 15;
const MAX_SCREENS_HOME = 18;

let browser: Browser;
let site: { url: string; close: () => Promise<void> };
let context: BrowserContext;
beforeAll(async () => {
  site = await serveSite();
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
  });
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.close();
});

async function open(route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.url + route);
  await waitForHydration(page);
  return page;
}

const routes = [
  "/",
  ...landingRoutes({
    cities: cities().map((c) => c.slug),
    christmasCities: christmasCities(),
    occasions: occasions().map((o) => o.slug),
  }),
];

describe("a phone can scan every landing page", () => {
  it("no landing page is longer than 15 phone screens, the home page 18, and none is wider than the phone", async () => {
    const measured: { route: string; screens: number; width: number }[] = [];
    for (const route of routes) {
      const page = await open(route);
      const { height, width } = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        width: document.documentElement.scrollWidth,
      }));
      measured.push({ route, screens: Math.round((height / PHONE.height) * 10) / 10, width });
      await page.close();
    }
    const limit = (route: string) => (route === "/" ? MAX_SCREENS_HOME : MAX_SCREENS);
    expect(measured.filter((m) => m.screens > limit(m.route) || m.width > PHONE.width)).toEqual([]);
    expect(measured).toHaveLength(routes.length);
  });

  it.each(occasions().map((o) => occasionPath(o.slug)))(
    "%s says where its prices start within its first two phone screens",
    async (route) => {
      const page = await open(route);
      const line = page.getByTestId("price-from");
      await expect(line.innerText()).resolves.toMatch(/ab [\d.]+\s?€ inkl\. MwSt\./);
      const box = await line.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(2 * PHONE.height);
      await page.close();
    },
  );
});

describe("one price choice per page", () => {
  const route = christmasPath(christmasCities()[0]);
  const packages = readYamlIn<{ christmas: { id: string; name: string; includesExtras?: string[] }[] }>(
    "packages",
    "packages.yaml",
  ).christmas;
  const extras = readYamlIn<{ extras: { id: string; name: string; occasions?: string[] }[] }>(
    "extras",
    "extras.yaml",
  ).extras.filter((e) => !e.occasions?.length || e.occasions.includes("weihnachtsfeier"));

  it("the package section's switch moves the Preisrechner's, its prices and the line under the hero", async () => {
    const page = await open(route);
    const priceFrom = page.getByTestId("price-from");
    await expect(priceFrom.innerText()).resolves.toContain("inkl. MwSt.");
    await page.locator("#pakete").getByRole("radio", { name: "Geschäftskunde" }).check();
    await expect(priceFrom.innerText()).resolves.toContain("zzgl.");
    await page.getByText(/^Preisrechner:/).click(); // open the folded Preisrechner
    const tool = page.locator("#preisrechner");
    await expect(tool.getByRole("radio", { name: "Geschäftskunde" }).isChecked()).resolves.toBe(true);
    await expect(tool.getByTestId("estimate-total").innerText()).resolves.toContain("zzgl.");
    // And back from the Preisrechner's side.
    await tool.getByRole("radio", { name: "Privatkunde" }).check();
    await expect(page.locator("#pakete").getByRole("radio", { name: "Privatkunde" }).isChecked()).resolves.toBe(true);
    await expect(priceFrom.innerText()).resolves.toContain("inkl. MwSt.");
    await page.close();
  });

  it("an extra the chosen package already contains is not offered with it", async () => {
    const containing = packages.find((p) => p.includesExtras?.length);
    const plain = packages.find((p) => !p.includesExtras?.length);
    expect(containing && plain).toBeTruthy();
    const page = await open(route);
    await page.getByText(/^Preisrechner:/).click();
    const tool = page.locator("#preisrechner");
    const extra = (id: string) => tool.locator(`input[name="extra"][value="${id}"]`);
    await tool.getByRole("radio", { name: new RegExp(`^${containing!.name}`) }).check();
    for (const e of extras) {
      await expect(extra(e.id).isVisible()).resolves.toBe(!containing!.includesExtras!.includes(e.id));
    }
    await tool.getByRole("radio", { name: new RegExp(`^${plain!.name}`) }).check();
    for (const e of extras) await expect(extra(e.id).isVisible()).resolves.toBe(true);
    await page.close();
  });
});
