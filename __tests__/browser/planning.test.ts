import type { BrowserContext, Page } from "playwright-core";
import { nextFrames, settledTop, useSite } from "../support/harness";
import { useFormService } from "../support/form-service";
import { christmasCities, cities, readYamlIn } from "../support/content";
import { appStarted, gotoFirstPaint, holdApp, throttle } from "../support/field";
import { ROUTES, christmasPath, cityPath } from "../../src/model/routes";
import type { AvailabilityData } from "../../src/model/collections";

/**
 * Planning tools: „Ist mein Termin frei?“, the calendar of the enquiry form, the Preisrechner carried into
 * the enquiry and the WhatsApp links. The dates come from an availability list of the test's own, served
 * to the pages in place of the build's (their page data), so the owner's availability.yaml may hold any
 * days or none; the prices come from packages.yaml, extras.yaml and site.yaml's vatRate.
 */
const site = useSite();

interface Pkg {
  id: string;
  name: string;
  netPrice: number;
}
interface Extra {
  id: string;
  name: string;
  netPrice: number;
}
const packages = readYamlIn<{ guide: Pkg[]; christmas: Pkg[] }>("packages", "packages.yaml");
const extrasFile = readYamlIn<{ hourlyRate: number; maxExtraHours: number; extras: Extra[] }>("extras", "extras.yaml");
const siteYaml = readYamlIn<{ vatRate: number; whatsappE164?: string | null }>("site", "site.yaml");
const VAT = siteYaml.vatRate;

// ---- days -------------------------------------------------------------------------------------

/** One moment for the whole file: the pages run on it (page.clock), the test picks its days from it. */
const NOW = new Date();
const DAY_MS = 24 * 60 * 60 * 1000;
const berlinDay = (d: Date): string => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(d); // YYYY-MM-DD
const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const TODAY = berlinDay(NOW);

// ---- the availability list of this test ----------------------------------------------------------

/** Friday or Saturday (the calendar day's weekday, read at noon UTC). */
const weekendEvening = (day: string) => [5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
/** The first Saturday at least three weeks ahead: booked, with the Friday before and the Saturday after. */
const BOOKED_DAY = (() => {
  let d = addDays(TODAY, 21);
  while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 6) d = addDays(d, 1);
  return d;
})();
/** The Wednesday after it: held (angefragt). */
const TENTATIVE_DAY = addDays(BOOKED_DAY, 4);
const AVAILABILITY: AvailabilityData = {
  updatedAt: addDays(TODAY, -3),
  booked: [addDays(BOOKED_DAY, -1), BOOKED_DAY, addDays(BOOKED_DAY, 7)],
  tentative: [TENTATIVE_DAY],
};
const BOOKED = new Set(AVAILABILITY.booked);
const TENTATIVE = new Set(AVAILABILITY.tentative);
const UPDATED = AVAILABILITY.updatedAt;
const isFree = (d: string) => !BOOKED.has(d) && !TENTATIVE.has(d);
/** Tomorrow: free, as nothing in the list lies before three weeks from now. */
const FREE_DAY = addDays(TODAY, 1);

/** Serves AVAILABILITY to every page of the context: the page data's availabilityYaml, replaced on the way. */
async function withAvailability(context: BrowserContext): Promise<void> {
  await context.route(/\/page-data\/.+\/page-data\.json$/, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    if (json?.result?.data?.availabilityYaml) json.result.data.availabilityYaml = AVAILABILITY;
    await route.fulfill({ response, json });
  });
}
const PAST_DAY = addDays(TODAY, -1);
/** 30 February of next year: a date that does not exist. */
const IMPOSSIBLE = { day: "30", month: "02", year: String(Number(TODAY.slice(0, 4)) + 1) };

/** "Samstag, 12. Dezember 2026", as the answers name a day. */
const longDate = (day: string) =>
  new Intl.DateTimeFormat("de-DE", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
const STAND = `Stand: ${new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${UPDATED}T00:00:00Z`))}`;
/** "12.12.2026", as the enquiry form's date field holds it. */
const germanDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/**
 * The rule, written out here: up to three free days, nearest first; for a Friday or Saturday
 * the free Fridays and Saturdays within six weeks come first, then other free days within two weeks.
 */
/** 24.–26. and 31. December and 1 January: never offered as an alternative (issue 51). */
const isHoliday = (d: string) => ["12-24", "12-25", "12-26", "12-31", "01-01"].includes(d.slice(5));

/** "Der Samstag, 26. Dezember 2026 (2. Weihnachtstag) ist leider ausgebucht.": a holiday is named after the day. */
const bookedAnswer = (day: string) =>
  new RegExp(
    `Der ${longDate(day).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\((Heiligabend|1\\. Weihnachtstag|2\\. Weihnachtstag|Silvester|Neujahr)\\))? ist leider ausgebucht\\.`,
  );

function freeDaysAround(day: string): string[] {
  const around = (window: number, fits: (d: string) => boolean) => {
    const found: string[] = [];
    for (let distance = 1; distance <= window && found.length < 3; distance++) {
      for (const d of [addDays(day, -distance), addDays(day, distance)])
        if (found.length < 3 && d >= TODAY && isFree(d) && !isHoliday(d) && fits(d)) found.push(d);
    }
    return found;
  };
  if (!weekendEvening(day)) return around(14, () => true);
  return [...around(42, weekendEvening), ...around(14, (d) => !weekendEvening(d))].slice(0, 3);
}

// ---- money ------------------------------------------------------------------------------------

const euros = (n: number) => new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }).format(n);
const VAT_PERCENT = `${Math.round(VAT * 100)}%`;
type Customer = "private" | "business";
/** What the Preisrechner must show, computed here from the content: net, or gross = round(net × (1 + vatRate)). */
function expectedEstimate(pkg: Pkg, hours: number, extras: readonly Extra[], customer: Customer): string {
  const net = pkg.netPrice + hours * extrasFile.hourlyRate + extras.reduce((sum, e) => sum + e.netPrice, 0);
  // Net first for business customers, the gross price beside it: a consumer may read the same page (PAngV).
  return customer === "private"
    ? `${euros(Math.round(net * (1 + VAT)))} € inkl. MwSt.`
    : `${euros(net)} € zzgl. ${VAT_PERCENT} MwSt. (${euros(Math.round(net * (1 + VAT)))} € brutto)`;
}

// ---- page helpers -----------------------------------------------------------------------------

const CITY = cities()[0];
const CITY_PATH = cityPath(CITY.slug);
const CHRISTMAS_PATH = christmasPath(christmasCities()[0]);

const norm = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

/** Waits (up to 5 s) for the element's text to become `want`, then compares, so a failure shows the text there was. */
async function expectText(page: Page, selector: string, want: string) {
  await page
    .waitForFunction(
      ([sel, w]) => (document.querySelector(sel)?.textContent ?? "").replace(/\s+/g, " ").trim() === w,
      [selector, want] as const,
      {
        timeout: 5000,
      },
    )
    .catch(() => undefined);
  expect(norm(await page.locator(selector).textContent())).toBe(want);
}

/** Waits for the live region to hold something, then returns its text. */
async function answerOf(page: Page): Promise<string> {
  const answer = page.locator("#termin-pruefen [data-testid='availability-answer']");
  await page.waitForFunction(
    () => !!document.querySelector("#termin-pruefen [data-testid='availability-answer']")?.textContent?.trim(),
  );
  return norm(await answer.textContent());
}

async function check(page: Page, day: string) {
  await page.locator("#termin-pruefen").getByLabel("Wunschdatum").fill(day);
  await page.locator("#termin-pruefen").getByRole("button", { name: "Prüfen" }).click();
}

const FILLED = {
  vorname: "Jana",
  nachname: "Schulz",
  email: "jana@example.de",
  eventLocation: "Gut Basthorst",
  nachricht: "Feier mit 90 Gästen, bitte ein Angebot.",
};
async function fillEnquiry(page: Page) {
  await page.selectOption('select[name="anrede"]', "Frau");
  for (const [name, value] of Object.entries(FILLED)) await page.fill(`[name="${name}"]`, value);
  await page.selectOption('select[name="eventTyp"]', "firmenfeier");
}
async function send(page: Page) {
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await page.getByText("Vielen Dank für Ihre Anfrage!").waitFor();
}

/** Opens the calendar at today's month and pages forward to `day`'s month. */
async function calendarAt(page: Page, day: string) {
  await page.getByRole("button", { name: "Kalender öffnen" }).click();
  await page.getByRole("grid").first().waitFor();
  const months =
    (Number(day.slice(0, 4)) - Number(TODAY.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(TODAY.slice(5, 7));
  for (let i = 0; i < months; i++) await page.getByRole("button", { name: /nächsten Monat|Next Month/i }).click();
}

// ---- 1–3: the date check and the form's calendar ----------------------------------------------

describe(`„Ist mein Termin frei?“ on ${CITY_PATH} (dates from the test's own list, today ${TODAY})`, () => {
  it(`a free day (${FREE_DAY}): "noch frei" with the list's date`, async () => {
    const { page } = await site.open(CITY_PATH, { consent: "declined", clock: NOW, prepare: withAvailability });
    await check(page, FREE_DAY);
    const answer = await answerOf(page);
    expect(answer).toContain(`Der ${longDate(FREE_DAY)} ist noch frei.`);
    expect(answer).toContain(STAND);
    await expect(page.locator("#termin-pruefen [aria-live='polite']").count()).resolves.toBe(1);
  });

  it(`a tentative day (${TENTATIVE_DAY}): "angefragt – fragen Sie trotzdem" with the list's date`, async () => {
    const { page } = await site.open(CITY_PATH, { consent: "declined", clock: NOW, prepare: withAvailability });
    await check(page, TENTATIVE_DAY);
    const answer = await answerOf(page);
    expect(answer).toContain(`Der ${longDate(TENTATIVE_DAY)} ist angefragt – fragen Sie trotzdem`);
    expect(answer).toContain(STAND);
  });

  it(`a booked day (${BOOKED_DAY}): "ausgebucht", the free days around it as enquiry links, the list's date`, async () => {
    const { page } = await site.open(CITY_PATH, { consent: "declined", clock: NOW, prepare: withAvailability });
    await check(page, BOOKED_DAY);
    const answer = await answerOf(page);
    expect(answer).toMatch(bookedAnswer(BOOKED_DAY));
    expect(answer).toContain("Noch frei:");
    expect(answer).toContain(STAND);
    const alternatives = freeDaysAround(BOOKED_DAY);
    expect(alternatives.length).toBeGreaterThan(0);
    const links = page.locator("#termin-pruefen [data-testid='availability-answer'] a");
    await expect(links.allTextContents().then((ts) => ts.map(norm))).resolves.toEqual(
      alternatives.map((d) => `Anfrage für ${longDate(d)}`),
    );
    // Each a link to the form with its day (and the page's context: town, way in).
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(
      hrefs.map((h) => {
        const url = new URL(h, "http://x");
        return `${url.pathname}?datum=${url.searchParams.get("datum")}${url.hash}`;
      }),
    ).toEqual(alternatives.map((d) => `/kontakt?datum=${d}#anfrage`));
  });

  it(`a past day (${PAST_DAY}): "liegt in der Vergangenheit", no enquiry link`, async () => {
    const { page } = await site.open(CITY_PATH, { consent: "declined", clock: NOW, prepare: withAvailability });
    await check(page, PAST_DAY);
    const answer = await answerOf(page);
    expect(answer).toContain(`Der ${longDate(PAST_DAY)} liegt in der Vergangenheit.`);
    await expect(
      page.locator("#termin-pruefen").getByRole("link", { name: "Anfrage für diesen Termin" }).count(),
    ).resolves.toBe(0);
  });

  it(`an impossible date (${IMPOSSIBLE.day}.${IMPOSSIBLE.month}.${IMPOSSIBLE.year}): "Dieses Datum gibt es nicht", no enquiry link`, async () => {
    const { page } = await site.open(CITY_PATH, { consent: "declined", clock: NOW, prepare: withAvailability });
    const field = page.locator("#termin-pruefen").getByLabel("Wunschdatum");
    await field.focus(); // the first part of a German date field is the day
    await page.keyboard.type(`${IMPOSSIBLE.day}${IMPOSSIBLE.month}${IMPOSSIBLE.year}`);
    await page.locator("#termin-pruefen").getByRole("button", { name: "Prüfen" }).click();
    const answer = await answerOf(page);
    expect(answer).toContain("Dieses Datum gibt es nicht.");
    expect(answer).not.toContain("ist noch frei");
    await expect(
      page.locator("#termin-pruefen").getByRole("link", { name: "Anfrage für diesen Termin" }).count(),
    ).resolves.toBe(0);
  });

  it("the call to action opens /kontakt with the date filled in and the form in view", async () => {
    const { page } = await site.open(CITY_PATH, { consent: "declined", clock: NOW, prepare: withAvailability });
    await check(page, FREE_DAY);
    await answerOf(page);
    await page.locator("#termin-pruefen").getByRole("link", { name: "Anfrage für diesen Termin" }).click();
    await page.waitForURL((url) => url.pathname === "/kontakt" && url.searchParams.get("datum") === FREE_DAY);
    await page.waitForFunction(
      (want) => document.querySelector<HTMLInputElement>("#feld-eventDatum")?.value === want,
      germanDay(FREE_DAY),
    );
    await expect(page.getByTestId("brought-along").textContent().then(norm)).resolves.toContain(
      `Wunschtermin: ${longDate(FREE_DAY)}`,
    );
    const top = await settledTop(page, "#anfrage");
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150); // the form sits just below the sticky header
  });

  it("without JavaScript the check is a form that opens /kontakt with the date (GET ?datum=)", async () => {
    const context = await site.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + CITY_PATH);
    const form = page.locator("#termin-pruefen form");
    await expect(form.getAttribute("method")).resolves.toBe("get");
    await page.locator("#termin-pruefen").getByLabel("Wunschdatum").fill(BOOKED_DAY);
    await page.locator("#termin-pruefen").getByRole("button", { name: "Prüfen" }).click();
    await page.waitForURL((url) => url.pathname === "/kontakt");
    const url = new URL(page.url());
    expect(url.searchParams.get("datum")).toBe(BOOKED_DAY);
    expect(url.hash).toBe("#anfrage");
  });
});

describe("the /kontakt date field knows the booked days", () => {
  const stub = useFormService(site);

  it(`the calendar disables the booked ${BOOKED_DAY} as "ausgebucht" and marks the tentative ${TENTATIVE_DAY} as "angefragt"`, async () => {
    const { page } = await site.open("/kontakt", { consent: "declined", clock: NOW, prepare: withAvailability });
    await calendarAt(page, BOOKED_DAY);
    const booked = page.getByRole("button", { name: `${longDate(BOOKED_DAY)}, ausgebucht` });
    await expect(booked.count()).resolves.toBe(1);
    await expect(booked.isDisabled()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await calendarAt(page, TENTATIVE_DAY);
    const tentative = page.getByRole("button", { name: `${longDate(TENTATIVE_DAY)}, angefragt` });
    await expect(tentative.count()).resolves.toBe(1);
    await expect(tentative.isDisabled()).resolves.toBe(false); // held, not booked: may be chosen
    // a free day carries neither word
    await page.keyboard.press("Escape");
    await calendarAt(page, FREE_DAY);
    const free = page.getByRole("button", { name: longDate(FREE_DAY) });
    await expect(free.getAttribute("aria-label")).resolves.toBe(longDate(FREE_DAY));
    await expect(free.isDisabled()).resolves.toBe(false);
  });

  it("typing a booked date shows the check's answer, and the enquiry can still be sent", async () => {
    const { page } = await site.open("/kontakt", { consent: "declined", clock: NOW, prepare: withAvailability });
    await fillEnquiry(page);
    await page.fill("#feld-eventDatum", germanDay(BOOKED_DAY));
    await page.getByTestId("date-availability").getByText("ausgebucht").waitFor();
    const answer = norm(await page.getByTestId("date-availability").textContent());
    expect(answer).toMatch(bookedAnswer(BOOKED_DAY));
    expect(answer).toContain(STAND);
    await send(page);
    expect(stub.service.requests).toHaveLength(1);
    expect(stub.service.requests[0].fields.eventDatum).toBe(germanDay(BOOKED_DAY));
  });
});

// ---- 4, 5, 7: the Preisrechner ----------------------------------------------------------------

interface Combo {
  label: string;
  path: string;
  pkg: Pkg;
  hours: number;
  extras: Extra[];
  customer: Customer;
  christmas: boolean;
}
const EXTRAS = extrasFile.extras;
const COMBOS: Combo[] = [
  {
    label: `guide page: last package, ${Math.min(2, extrasFile.maxExtraHours)} extra hours, up to two extras, private`,
    path: ROUTES.guide,
    pkg: packages.guide[packages.guide.length - 1],
    hours: Math.min(2, extrasFile.maxExtraHours),
    extras: EXTRAS.slice(0, 2),
    customer: "private",
    christmas: false,
  },
  {
    label: "Christmas page: 1st package, the last extra, business",
    path: CHRISTMAS_PATH,
    pkg: packages.christmas[0],
    hours: 0,
    extras: EXTRAS.slice(-1),
    customer: "business",
    christmas: true,
  },
];

const estimator = (page: Page) => page.locator("#preisrechner");
/** Landing pages fold the Preisrechner under their package cards (issue 37): a visitor opens it first. */
async function openEstimator(page: Page) {
  const fold = page.locator("details:has(#preisrechner)");
  if ((await fold.count()) && !(await fold.evaluate((d) => (d as HTMLDetailsElement).open)))
    await fold.locator("> summary").click();
}
async function choose(page: Page, combo: Combo) {
  await openEstimator(page);
  const box = estimator(page);
  // − and + work once the tool has started (a tap on them before that does nothing yet); the choices
  // made before it are adopted, which the first-paint tests in this file check. These tests are about the formula.
  await page.waitForSelector('#preisrechner [data-island="ready"]');
  await box.locator(`input[name="kunde"][value="${combo.customer}"]`).check({ force: true }); // the toggle's radios are visually hidden
  await box.locator(`input[name="paket"][value="${combo.pkg.id}"]`).check();
  for (let i = 0; i < combo.hours; i++) await box.getByRole("button", { name: "Eine Zusatzstunde mehr" }).click();
  for (const extra of combo.extras) await box.locator(`input[name="extra"][value="${extra.id}"]`).check();
  await expect(box.locator('input[name="stunden"]').inputValue()).resolves.toBe(String(combo.hours));
}

describe("Preisrechner: the estimate is the formula over the content files", () => {
  const stub = useFormService(site);

  // One page per combination: the estimate is read, then carried to /kontakt and sent.
  it.each(COMBOS)(
    "$label: the estimate is the formula; „Mit dieser Auswahl anfragen“ carries it to /kontakt and into the payload",
    async (combo) => {
      const { page } = await site.open(combo.path, { consent: "declined" });
      await choose(page, combo);
      const want = expectedEstimate(combo.pkg, combo.hours, combo.extras, combo.customer);
      await expectText(page, "#preisrechner [data-testid='estimate-total']", want);
      await estimator(page).getByRole("link", { name: "Mit dieser Auswahl anfragen" }).click();
      await page.waitForURL((url) => url.pathname === "/kontakt" && url.searchParams.get("paket") === combo.pkg.id);
      const summary = page.getByTestId("brought-along");
      await summary.waitFor();
      const shown = norm(await summary.textContent());
      // The estimate as the enquiry names it: the page's line without the gross aside a business line shows.
      const sent = want.replace(/ \([\d.]+ € brutto\)$/, "");
      for (const part of [combo.pkg.name, ...combo.extras.map((e) => e.name), sent]) expect(shown).toContain(part);
      if (combo.hours) expect(shown).toContain(`${combo.hours} Zusatzstunde`);

      await fillEnquiry(page);
      await send(page);
      expect(stub.service.requests).toHaveLength(1);
      const { fields } = stub.service.requests[0];
      expect(stub.service.requests[0].contentType).toMatch(/^multipart\/form-data/);
      for (const part of [combo.pkg.name, ...combo.extras.map((e) => e.name)])
        expect(fields.paketWunsch).toContain(part);
      if (combo.christmas) expect(fields.paketWunsch).toMatch(/^Weihnachtsfeier/);
      expect(fields.preisSchaetzung).toContain(sent);
      expect(shown).toContain(fields.preisSchaetzung); // the visitor saw what was sent
    },
  );

  it.each([["guide page", ROUTES.guide]])(
    "%s: each package's base price equals its Offer in the structured data (gross there, VAT included, as private customers read it)",
    async (_, route) => {
      const { page } = await site.open(route, { consent: "declined" });
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const offers: { name: string; price: number | string }[] = [];
      const collect = (node: unknown): void => {
        if (Array.isArray(node)) node.forEach(collect);
        else if (node && typeof node === "object") {
          const record = node as Record<string, unknown>;
          if (record["@type"] === "Offer") offers.push(record as unknown as { name: string; price: number | string });
          Object.values(record).forEach(collect);
        }
      };
      blocks.forEach((b) => collect(JSON.parse(b)));
      expect(offers.length).toBeGreaterThan(0);
      await openEstimator(page);
      for (const pkg of packages.guide) {
        const offer = offers.find((o) => o.name === pkg.name);
        expect(offer).toBeDefined();
        // packageOffers (Seo.labels.ts): the Offer carries the price a visitor reads first, gross, VAT included.
        const net = pkg.netPrice;
        expect(Number(offer!.price)).toBe(Math.round(net * (1 + VAT)));
        expect(
          (offer as unknown as { priceSpecification: { valueAddedTaxIncluded: boolean } }).priceSpecification,
        ).toMatchObject({
          valueAddedTaxIncluded: true,
        });
        const box = estimator(page);
        await box.locator(`input[name="paket"][value="${pkg.id}"]`).check();
        await box.locator('input[name="kunde"][value="private"]').check({ force: true });
        await expectText(
          page,
          "#preisrechner [data-testid='estimate-total']",
          `${euros(Math.round(net * (1 + VAT)))} € inkl. MwSt.`,
        );
        await box.locator('input[name="kunde"][value="business"]').check({ force: true });
        await expectText(
          page,
          "#preisrechner [data-testid='estimate-total']",
          `${euros(net)} € zzgl. ${VAT_PERCENT} MwSt. (${euros(Math.round(net * (1 + VAT)))} € brutto)`,
        );
      }
    },
  );

  it("on a phone the running total stays in sight while choosing and shows the summary's figure; on a desktop the summary itself stays; without JavaScript it stays hidden", async () => {
    // The guide carries the Preisrechner (city pages link to it there).
    const { page } = await site.open(ROUTES.guide, { width: 375, consent: "declined" });
    await openEstimator(page);
    const box = estimator(page);
    const bar = box.getByTestId("estimate-running-total");
    const total = box.getByTestId("estimate-total");
    const amountOf = async (text: Promise<string | null>) => /[\d.]+ €/.exec(norm(await text))?.[0];
    // The first package at the top of the screen: the summary is far below, the bar at the bottom edge.
    await box
      .locator('input[name="paket"]')
      .first()
      .evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
    await nextFrames(page);
    const inView = () =>
      bar.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
      });
    await expect(inView()).resolves.toBe(true);
    await expect(total.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).resolves.toBe(true);
    const before = await amountOf(total.textContent());
    expect(before).toBeDefined();
    await expect(amountOf(bar.textContent())).resolves.toBe(before);
    const extra = EXTRAS[0];
    await box.locator(`input[name="extra"][value="${extra.id}"]`).check();
    await page.waitForFunction(
      (b) => !(document.querySelector("#preisrechner [data-testid='estimate-total']")?.textContent ?? "").includes(b!),
      before,
    );
    const after = await amountOf(total.textContent());
    expect(after).not.toBe(before);
    await expect(amountOf(bar.textContent())).resolves.toBe(after);
    await expect(inView()).resolves.toBe(true);

    const desktop = await site.open(ROUTES.guide, { width: 1440, consent: "declined" });
    await expect(estimator(desktop.page).getByTestId("estimate-running-total").isVisible()).resolves.toBe(false);

    // Without JavaScript the figure could not follow the choices: the bar stays invisible (its space kept).
    const noJs = await (await site.newContext({ width: 375, javaScriptEnabled: false })).newPage();
    await noJs.goto(site.url + ROUTES.guide);
    const staticBar = estimator(noJs).getByTestId("estimate-running-total");
    await expect(staticBar.count()).resolves.toBe(1);
    await expect(staticBar.isVisible()).resolves.toBe(false);
  });
});

// ---- a slow phone: the widgets before the app has started -------------------------------------

describe("a slow phone: what the visitor does in the widgets before the app starts counts", () => {
  /** A slow network (throttle), the app bundle held back: the page as the server sent it, at its first paint. */
  async function beforeApp(path: string) {
    const context = await site.newContext({ width: 375 });
    await withAvailability(context);
    await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
    const page = await context.newPage();
    await throttle(page);
    const release = await holdApp(context);
    await gotoFirstPaint(page, site.url + path);
    expect(await appStarted(page)).toBe(false);
    const startApp = async () => {
      expect(await appStarted(page)).toBe(false); // the action really happened before the app
      release();
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-app"), undefined, {
        timeout: 60_000,
      });
    };
    return { page, release, startApp };
  }

  it(`a date typed into the check before the app starts stays, and "Prüfen" then answers (${BOOKED_DAY}: ausgebucht)`, async () => {
    const { page, startApp } = await beforeApp(CITY_PATH);
    await page.locator("#termin-pruefen").getByLabel("Wunschdatum").fill(BOOKED_DAY);
    await startApp();
    await expect(page.locator("#termin-pruefen").getByLabel("Wunschdatum").inputValue()).resolves.toBe(BOOKED_DAY);
    await page.locator("#termin-pruefen").getByRole("button", { name: "Prüfen" }).click();
    await expect(answerOf(page)).resolves.toMatch(bookedAnswer(BOOKED_DAY));
  });

  it(`"Prüfen" tapped before the app starts opens /kontakt, where the app then fills in the date (${FREE_DAY})`, async () => {
    const { page, release } = await beforeApp(CITY_PATH);
    await page.locator("#termin-pruefen").getByLabel("Wunschdatum").fill(FREE_DAY);
    await page.locator("#termin-pruefen").getByRole("button", { name: "Prüfen" }).click();
    await page.waitForURL(
      (url) => url.pathname.replace(/\/$/, "") === "/kontakt" && url.searchParams.get("datum") === FREE_DAY,
      // At 50 KB/s the new page waits behind the rest of the first one (images, fonts).
      { waitUntil: "commit", timeout: 60_000 },
    );
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app"), undefined, { timeout: 60_000 });
    await page.waitForFunction(
      (want) => (document.querySelector("#feld-eventDatum") as HTMLInputElement | null)?.value === want,
      germanDay(FREE_DAY),
      {
        timeout: 10_000,
      },
    );
    await expect(page.inputValue("#feld-eventDatum")).resolves.toBe(germanDay(FREE_DAY));
  });

  it("choices made in the Preisrechner before the app starts are adopted: the total is their estimate", async () => {
    const combo = COMBOS[0];
    const { page, startApp } = await beforeApp(combo.path);
    await openEstimator(page);
    const box = estimator(page);
    await box.locator(`input[name="kunde"][value="${combo.customer}"]`).check({ force: true });
    await box.locator(`input[name="paket"][value="${combo.pkg.id}"]`).check();
    await box.locator('input[name="stunden"]').fill(String(combo.hours));
    for (const extra of combo.extras) await box.locator(`input[name="extra"][value="${extra.id}"]`).check();
    await startApp();
    await expectText(
      page,
      "#preisrechner [data-testid='estimate-total']",
      expectedEstimate(combo.pkg, combo.hours, combo.extras, combo.customer),
    );
    await expect(box.locator(`input[name="paket"][value="${combo.pkg.id}"]`).isChecked()).resolves.toBe(true);
  });
});

// ---- 6: WhatsApp ------------------------------------------------------------------------------

describe("WhatsApp links carry the number from site.yaml", () => {
  const digits = (siteYaml.whatsappE164 ?? "").replace(/\D/g, "");
  const where: [string, string, (page: Page) => ReturnType<Page["locator"]>][] = [
    ["the home contact section", "/", (page) => page.locator("#kontakt").getByRole("link", { name: /WhatsApp/ })],
    ["/kontakt", "/kontakt", (page) => page.getByTestId("whatsapp")],
    [
      `the closing call to action of ${CHRISTMAS_PATH}`,
      CHRISTMAS_PATH,
      (page) => page.locator("section:has(#cta-title)").getByRole("link", { name: /WhatsApp/ }),
    ],
  ];
  it.each(where)("%s", async (_, route, link) => {
    const { page, log } = await site.open(route, { consent: "declined" });
    if (!digits) {
      await expect(link(page).count()).resolves.toBe(0); // no number in site.yaml, no link
      return;
    }
    await expect(link(page).count()).resolves.toBe(1);
    const href = (await link(page).getAttribute("href"))!;
    expect(href).toMatch(new RegExp(`^https://wa\\.me/${digits}\\?text=.+`));
    expect(new URL(href).searchParams.get("text")).toMatch(/\S/); // a prefilled greeting
    expect(log.foreignRequests.filter((u) => u.includes("wa.me") || u.includes("whatsapp"))).toEqual([]); // a link only
  });
});
