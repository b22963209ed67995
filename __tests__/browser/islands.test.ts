import type { Page } from "playwright-core";
import { useSite, waitForHydration } from "../support/harness";
import { watchPage } from "../support/browser";
import { holdScripts, markDocument } from "../support/field";
import { pageHeading, occasions } from "../support/content";
import { occasionPath } from "../../src/model/routes";

/**
 * The date check and the Preisrechner are islands (src/components/Island.tsx): the page's first
 * view on a phone does not load their code; they start when the visitor nears or reaches for them,
 * and a check sent while its code is still on the way is answered in place, not by leaving the page.
 */
const site = useSite();
const OCCASION = occasionPath(occasions()[0].slug);

const island = (scope: string) => `${scope} [data-island]`;

/** A page at 375 px with the consent decided, the app started; `log` collects its errors. */
async function openOnPhone(route: string) {
  const context = await site.newContext({ width: 375, consent: "declined" });
  const page = await context.newPage();
  const log = watchPage(page, site.url);
  await page.goto(site.url + route);
  await waitForHydration(page);
  return { page, log };
}

/**
 * Every style rule in the page. A tool that starts or answers must not add any: a class the server
 * did not send is generated and inserted inside the visitor's tap, and the browser restyles the long
 * page with it (the audit's interaction budget).
 */
const styleRules = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)));

test(`${OCCASION} on a phone: the folded Preisrechner waits until its fold is opened, then starts`, async () => {
  const { page, log } = await openOnPhone(OCCASION);
  await page.waitForLoadState("networkidle");
  const estimator = page.locator(island("#preisrechner"));
  await expect(estimator.getAttribute("data-island")).resolves.toBe("");
  await expect(estimator.locator("form").count()).resolves.toBe(1); // the server's form is there meanwhile
  const rulesBefore = await styleRules(page);
  await page.locator("details:has(#preisrechner) > summary").click();
  await page.waitForSelector(`${island("#preisrechner")}[data-island="ready"]`);
  // Started: the running total shows, the submit buttons became links – in the classes the server sent.
  await expect(estimator.getByTestId("estimate-quote").evaluate((el) => el.tagName)).resolves.toBe("A");
  expect((await styleRules(page)).filter((rule) => !rulesBefore.includes(rule))).toEqual([]);
  expect(log.errors).toEqual([]);
});

test(`${OCCASION}: − and + tapped while the Preisrechner's code is still loading count once it has started`, async () => {
  const { page, log } = await openOnPhone(OCCASION);
  await page.waitForLoadState("networkidle");
  // From now on every script waits: the Preisrechner's code among them.
  const release = await holdScripts(page);
  await page.locator("details:has(#preisrechner) > summary").click();
  const estimator = page.locator("#preisrechner");
  await expect(estimator.locator("[data-island]").getAttribute("data-island")).resolves.toBe("");
  const hours = estimator.getByRole("spinbutton", { name: "Zusatzstunden" });
  const before = Number(await hours.inputValue());
  const more = estimator.getByRole("button", { name: "Eine Zusatzstunde mehr" });
  await more.click();
  await more.click();
  await estimator.getByRole("button", { name: "Eine Zusatzstunde weniger" }).click();
  await more.click();
  release();
  await page.waitForSelector(`${island("#preisrechner")}[data-island="ready"]`);
  // Three more and one fewer, each once – not lost before the start, not counted twice after it.
  await expect(hours.inputValue()).resolves.toBe(String(before + 2));
  await expect(estimator.getByTestId("estimate-total").textContent()).resolves.toMatch(/\d/);
  await expect(estimator.textContent()).resolves.toContain(`${before + 2} Zusatzstunden`);
  expect(log.errors).toEqual([]);
});

test(`the home page: "Prüfen" tapped while the check's code is still loading answers in place`, async () => {
  const { page, log } = await openOnPhone("/");
  // From now on every script waits: the island's code among them.
  const release = await holdScripts(page);
  const check = page.locator("#termin-pruefen");
  await expect(check.locator("[data-island]").getAttribute("data-island")).resolves.toBe("");
  const day = new Date(Date.now() + 200 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await check.getByLabel("Wunschdatum").fill(day);
  const rulesBefore = await styleRules(page);
  await check.getByRole("button", { name: "Prüfen" }).click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe("/"); // held, not sent to /kontakt
  release();
  await page.waitForFunction(
    () => !!document.querySelector("#termin-pruefen [data-testid='availability-answer']")?.textContent?.trim(),
  );
  // The answer (status, „Stand“ line) is drawn with the classes the server sent.
  expect((await styleRules(page)).filter((rule) => !rulesBefore.includes(rule))).toEqual([]);
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(check.getByLabel("Wunschdatum").inputValue()).resolves.toBe(day);
  expect(log.errors).toEqual([]);
});

test(`${OCCASION} reached inside the app: the Preisrechner renders at once, counts, and sits as on a served page`, async () => {
  const widthOfForm = (page: Page) =>
    page.locator("#preisrechner form").evaluate((form) => Math.round(form.getBoundingClientRect().width));
  const open = async (page: Page) => {
    const fold = page.locator("details:has(#preisrechner)");
    if ((await fold.count()) && !(await fold.evaluate((d) => (d as HTMLDetailsElement).open)))
      await fold.locator("> summary").click();
  };
  const served = await openOnPhone(OCCASION);
  await open(served.page);
  const servedWidth = await widthOfForm(served.page);

  const { page, log } = await openOnPhone("/");
  const mark = await markDocument(page);
  await page.locator(`main a[href="${OCCASION}"]`).first().click();
  await page.waitForURL(new RegExp(`${OCCASION}$`));
  // ready while still folded: no server HTML to wait for, it renders as soon as its code is there
  await page.waitForSelector(`${island("#preisrechner")}[data-island="ready"]`, { state: "attached" });
  await expect(mark.sameDocument()).resolves.toBe(true);
  await open(page);
  const estimator = page.locator("#preisrechner");
  const hours = estimator.getByRole("spinbutton", { name: "Zusatzstunden" });
  const before = Number(await hours.inputValue());
  await estimator.getByRole("button", { name: "Eine Zusatzstunde mehr" }).click();
  await expect(hours.inputValue()).resolves.toBe(String(before + 1));
  await expect(widthOfForm(page)).resolves.toBe(servedWidth);
  expect(log.errors).toEqual([]);
  expect(served.log.errors).toEqual([]);
});

test("the consent banner (no code of its own on a served page) is there after a client-side navigation, and works", async () => {
  const context = await site.newContext({ width: 1440 });
  const page = await context.newPage();
  const log = watchPage(page, site.url);
  await page.goto(site.url + "/");
  await waitForHydration(page);
  const banner = page.getByRole("region", { name: "Cookie-Hinweis" });
  await expect(banner.isVisible()).resolves.toBe(true);
  const mark = await markDocument(page);
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Locations" }).click();
  await page.waitForURL(/\/locations$/);
  await page.locator("h1", { hasText: pageHeading("locations") }).waitFor(); // the heading content gives /locations
  await expect(mark.sameDocument()).resolves.toBe(true); // no reload
  await banner.waitFor();
  await banner.getByRole("button", { name: "Akzeptieren" }).click();
  await banner.waitFor({ state: "hidden" });
  await expect(page.evaluate(() => localStorage.getItem("cookie-consent"))).resolves.toBe("accepted");
  expect(log.errors).toEqual([]);
});
