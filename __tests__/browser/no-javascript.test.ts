import type { Page } from "playwright-core";
import { useSite } from "../support/harness";
import { startRealInbox } from "../support/field";
import { SPEC_ROUTES } from "../support/routes";
import { cardLabels, packageLists } from "../support/content";

/** JavaScript off (or failed to load): the HTML alone reads, navigates, opens and sends. */
const site = useSite();
const routes = SPEC_ROUTES;

async function noScript(path: string, width = 375) {
  const context = await site.newContext({ width, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.url + path);
  return { page, context };
}

/**
 * One tab without JavaScript that goes from route to route, for the tests that only read a page: a fresh
 * tab per route cost Chromium about twice the CPU. Without JavaScript a page stores nothing, so nothing
 * carries over from one route to the next.
 */
let readingTab: Promise<Page> | undefined;
async function readWithoutScript(path: string) {
  readingTab ??= site
    .newContext({ width: 1440, javaScriptEnabled: false, keep: true })
    .then((context) => context.newPage());
  const page = await readingTab;
  await page.goto(site.url + path);
  return { page };
}

describe("without JavaScript", () => {
  it.each(routes)("%s reads: heading, navigation and footer are there, no cookie banner in the way", async (route) => {
    const { page } = await readWithoutScript(route);
    await expect(page.locator("h1").first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link").count()).resolves.toBe(6);
    await expect(page.locator("footer").isVisible()).resolves.toBe(true);
    // nothing can be stored without JavaScript, so there is nothing to ask
    await expect(page.getByRole("region", { name: "Cookie-Hinweis" }).isVisible()).resolves.toBe(false);
  });

  it("the mobile menu opens and its links navigate", async () => {
    const { page } = await noScript("/");
    await page.getByRole("button", { name: "Menü" }).click();
    const panel = page.locator("#mobile-menu");
    await panel.getByRole("link", { name: "Kontakt" }).waitFor();
    expect(Math.round((await panel.boundingBox())!.width)).toBe(300);
    await panel.getByRole("button", { name: "Menü schließen" }).click();
    await panel.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Menü" }).click();
    await panel.getByRole("link", { name: "Kontakt" }).click();
    await page.waitForURL(/\/kontakt$/);
    await page.locator("h1").first().waitFor();
  });

  it("FAQ answers open, one at a time", async () => {
    const { page } = await noScript("/weihnachtsfeier-dj-kiel");
    const details = page.locator("#faq details");
    await details.nth(0).locator("summary").click();
    await expect(details.nth(0).locator("p").first().isVisible()).resolves.toBe(true);
    await details.nth(2).locator("summary").click();
    await expect(page.locator("#faq details[open]").count()).resolves.toBe(1);
    await expect(details.nth(2).evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(true);
  });

  it("prices are readable and the private/business toggle switches them", async () => {
    // Every card of the city page shows its package's price from packages.yaml: gross, then net.
    const cards = packageLists().guide.map((pkg) => ({ id: pkg.id, ...cardLabels(pkg.netPrice) }));
    expect(cards.length).toBeGreaterThan(0);
    const { page } = await noScript("/event-dj-kiel", 1440);
    const shown = () =>
      Promise.all(cards.map(async ({ id }) => ({ id, text: await page.getByTestId(`package-${id}`).innerText() })));
    for (const { id, text } of await shown()) {
      expect(text).toContain(cards.find((c) => c.id === id)!.private); // the card names its package
      expect(text).not.toContain("zzgl.");
    }
    await page.locator("#pakete").getByRole("radio", { name: "Geschäftskunde" }).check({ force: true });
    for (const { id, text } of await shown()) {
      const card = cards.find((c) => c.id === id)!;
      expect(text).toContain(card.business);
      expect(text).not.toContain(card.private);
    }
    await expect(page.getByTestId("price-footnote").innerText()).resolves.toContain("netto zzgl. 19% MwSt.");
  });

  describe("the enquiry form posts the same fields to the form service", () => {
    let inbox: Awaited<ReturnType<typeof startRealInbox>>;
    beforeEach(async () => {
      // the real local inbox, on the address the test build posts to; a new (empty) one for each test
      inbox = await startRealInbox(site.url);
    });
    afterEach(() => inbox.close());

    it("the browser checks the required fields first and sends nothing while one is missing", async () => {
      const { page, context } = await noScript("/kontakt", 1440);
      const posts: string[] = []; // from any page or frame: a post to a new tab would leave this URL as it is
      context.on("request", (r) => {
        if (r.method() === "POST") posts.push(r.url());
      });
      await page.fill('[name="vorname"]', "Jana");
      await page.getByRole("button", { name: "Anfrage senden" }).click();
      expect(page.url()).toMatch(/\/kontakt$/);
      await expect(
        page.locator('select[name="anrede"]').evaluate((e) => (e as HTMLSelectElement).validity.valueMissing),
      ).resolves.toBe(true);
      await expect(page.inputValue('[name="vorname"]')).resolves.toBe("Jana");
      // Whether that click sent anything shows once a later send is answered: with the rest filled in on
      // the same page the form goes out, and any post of the first click would have come before it.
      await page.selectOption('select[name="anrede"]', "Frau");
      await page.fill('[name="nachname"]', "Kruse");
      await page.fill('[name="email"]', "jana@example.de");
      await page.selectOption('select[name="eventTyp"]', "geburtstag");
      await page.fill('[name="eventLocation"]', "Altona");
      await page.fill('[name="nachricht"]', "Geburtstag mit 60 Gästen, Musik der 80er.");
      const answered = context.waitForEvent("response", (r) => (r.request().postData() ?? "").includes("Kruse"));
      await page.getByRole("button", { name: "Anfrage senden" }).click();
      await answered;
      expect(posts).toHaveLength(1); // the complete form only
      await page.waitForURL(/\/kontakt\/danke$/);
      expect(inbox.entries().map((e) => e.fields)).toEqual([
        expect.objectContaining({ anrede: "Frau", vorname: "Jana", nachname: "Kruse", eventTyp: "geburtstag" }),
      ]);
    });

    it("a filled form arrives at the service and the visitor lands on the thank-you page", async () => {
      const { page } = await noScript("/kontakt", 1440);
      await page.selectOption('select[name="anrede"]', "Herr");
      await page.fill('[name="vorname"]', "Jürgen");
      await page.fill('[name="nachname"]', "Müller");
      await page.fill('[name="email"]', "juergen@example.de");
      await page.selectOption('select[name="eventTyp"]', "firmenfeier");
      await page.fill('[name="eventDatum"]', "12.12.2030");
      await page.fill('[name="eventLocation"]', "Speicherstadt");
      await page.fill('[name="nachricht"]', "Weihnachtsfeier für 80 Personen mit DJ.");
      await page.getByRole("button", { name: "Anfrage senden" }).click();
      await page.waitForURL(/\/kontakt\/danke$/);
      await expect(page.locator("h1").textContent()).resolves.toBe("Vielen Dank für Ihre Anfrage!");
      await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex, nofollow");
      const [entry] = inbox.entries();
      const host = "www.event-dj-hamburg.example";
      expect(entry.fields).toMatchObject({
        anrede: "Herr",
        vorname: "Jürgen",
        nachname: "Müller",
        email: "juergen@example.de",
        eventTyp: "firmenfeier",
        eventDatum: "12.12.2030",
        eventLocation: "Speicherstadt",
        nachricht: "Weihnachtsfeier für 80 Personen mit DJ.",
        _subject: `Neue Anfrage von ${host}`,
        website: host,
      });
    });
  });
});
