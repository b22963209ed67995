/**
 * Issue 51 on a phone (375 × 812, mobile emulation): the visitor's choices arrive together in the
 * form, business pages start on net prices with the gross beside them, the written quote is exact to
 * the cent and fits, a booked day never gets a holiday as its alternative, and on a Saturday at
 * 22:00 the call buttons say when the DJ answers and take a callback request of its own kind.
 */
import type { BrowserContext, Page } from "playwright-core";
import { useSite } from "../support/harness";
import { useFormService } from "../support/form-service";
import { occasionNamed, packageLists, readYamlIn, vatRate } from "../support/content";
import { QUOTE_PATH, christmasPath, occasionPath } from "../../src/model/routes";
import type { AvailabilityData } from "../../src/model/collections";

const site = useSite();
const stub = useFormService(site);
const PHONE = 375;

const wedding = occasionNamed("hochzeits-dj-hamburg");
const company = occasionNamed("dj-firmenfeier-hamburg");
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Availability of the test's own, served in every page's data: `booked` days, nothing else. */
const serving = (booked: string[]) => async (context: BrowserContext) => {
  const list: AvailabilityData = { updatedAt: "2026-11-20", booked, tentative: [] };
  await context.route(/\/page-data\/.+\/page-data\.json$/, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    if (json?.result?.data?.availabilityYaml) json.result.data.availabilityYaml = list;
    await route.fulfill({ response, json });
  });
};

async function checkDate(page: Page, day: string) {
  await page.locator("#termin-pruefen").getByLabel("Wunschdatum").fill(day);
  await page.locator("#termin-pruefen").getByRole("button", { name: "Prüfen" }).tap();
  await page
    .locator("#termin-pruefen [data-testid='availability-answer']")
    .getByText(/ist (noch frei|leider ausgebucht)/)
    .waitFor();
}

describe("choices travel together (issue 51, 3)", () => {
  it("on the wedding page: a checked date, then a package in the Preisrechner – the form shows all three", async () => {
    const offered = packageLists().guide.filter((p) => wedding.packages.includes(p.id));
    const pkg = offered.find((p) => p.popular) ?? offered[offered.length - 1];
    const { page } = await site.open(occasionPath(wedding.slug), {
      width: PHONE,
      consent: "declined",
      clock: new Date("2026-11-28T12:00:00+01:00"),
      prepare: serving([]),
    });
    await checkDate(page, "2027-09-11");
    const fold = page.locator("details:has(#preisrechner)");
    if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator("> summary").tap();
    await page.waitForSelector('#preisrechner [data-island="ready"]');
    await page.locator(`#preisrechner input[name="paket"][value="${pkg.id}"]`).check();
    await page.locator("#preisrechner").getByRole("link", { name: "Mit dieser Auswahl anfragen" }).tap();
    await page.waitForURL((url) => url.pathname === "/kontakt");
    await page.waitForFunction(
      () => (document.querySelector<HTMLInputElement>("#feld-eventDatum")?.value ?? "") !== "",
    );
    await expect(page.inputValue('select[name="eventTyp"]')).resolves.toBe(wedding.occasion);
    await expect(page.inputValue('[name="eventDatum"]')).resolves.toBe("11.09.2027");
    await expect(page.getByTestId("brought-along").textContent()).resolves.toContain(pkg.name);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
  });
});

describe("prices on a phone (issue 51, 5 and 6)", () => {
  it("the company-party and Christmas pages start on net prices, each with its gross beside it", async () => {
    for (const route of [occasionPath(company.slug), christmasPath("Hamburg")]) {
      const { page } = await site.open(route, { width: PHONE, consent: "declined" });
      const business = page.locator("#pakete").getByRole("radio", { name: "Geschäftskunde" });
      await expect(business.isChecked()).resolves.toBe(true);
      const card = page.locator("#pakete [data-testid^='package-']").first();
      await expect(card.innerText()).resolves.toMatch(/zzgl\. 19% MwSt\.\s*\([\d.]+ € brutto\)/);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
    }
  });

  it("the written Christmas quote is exact to the cent and fits the phone", async () => {
    const pkg = packageLists().christmas.find((p) => p.popular) ?? packageLists().christmas[0];
    const { page } = await site.open(`${QUOTE_PATH}?anlass=weihnachtsfeier&paket=${pkg.id}&kunde=business`, {
      width: PHONE,
      consent: "declined",
    });
    await page.getByTestId("quote-sheet").waitFor();
    const cents = pkg.netPrice * 100;
    const vat = Math.round(cents * vatRate());
    const money = (c: number) =>
      `${(c / 100).toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
    const totals = (await page.getByTestId("quote-totals").innerText()).replace(/\s+/g, " ");
    for (const figure of [money(cents), money(vat), money(cents + vat)]) expect(totals).toContain(figure);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
  });
});

describe("alternatives are no holidays (issue 51, 8)", () => {
  it("a booked Saturday before Christmas gets no 24.–26.12., 31.12. or 1.1. as a free alternative", async () => {
    // 19.12.2026 booked, and the Saturdays and Fridays around it too, except the holidays.
    const booked = ["2026-12-19", "2026-12-18", "2026-12-12", "2026-12-11", "2027-01-08", "2027-01-09"];
    const { page } = await site.open(occasionPath(wedding.slug), {
      width: PHONE,
      consent: "declined",
      clock: new Date("2026-11-28T12:00:00+01:00"),
      prepare: serving(booked),
    });
    await checkDate(page, "2026-12-19");
    const offered = await page
      .locator("#termin-pruefen [data-testid='availability-answer'] a")
      .evaluateAll((as) => as.map((a) => new URL(a.getAttribute("href")!, "http://x").searchParams.get("datum")));
    expect(offered.length).toBeGreaterThan(0);
    for (const day of offered) expect(["12-24", "12-25", "12-26", "12-31", "01-01"]).not.toContain(day!.slice(5));
  });
});

describe("an evening caller (issue 51, 7): Saturday 22:00", () => {
  const SATURDAY_NIGHT = new Date("2026-12-05T22:00:00+01:00");
  // The spec's hours (Mo–Fr 10–18, Sa 10–16): after Saturday 16:00 the next opening is Monday 10:00.
  const hours = readYamlIn<{ openingHours: unknown }>("site", "site.yaml").openingHours;

  it("the call buttons say when the DJ answers; the callback request arrives as its own kind", async () => {
    expect(hours).toBeTruthy();
    const { page } = await site.open(occasionPath(wedding.slug), {
      width: PHONE,
      consent: "declined",
      clock: SATURDAY_NIGHT,
    });
    const hint = page.locator("header").getByText(/Ab Montag \d+ Uhr erreichbar/);
    await hint.waitFor();
    await page.locator("header").getByRole("link", { name: "Rückruf anfordern" }).tap();
    await page.waitForURL((url) => url.pathname === "/kontakt");
    const form = page.locator("#rueckruf form");
    await form.waitFor();
    await form.getByLabel("Ihr Name").fill("Sabine Krüger");
    await form.getByLabel("Ihre Telefonnummer").fill("0170 1234567");
    await form.getByRole("button", { name: /senden|anfordern/i }).tap();
    for (let i = 0; i < 100 && stub.service.requests.length === 0; i++) await page.waitForTimeout(100);
    expect(stub.service.requests).toHaveLength(1);
    expect(stub.service.requests[0].fields).toMatchObject({ anfrageArt: "rueckruf", telefon: "0170 1234567" });
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
  });
});
