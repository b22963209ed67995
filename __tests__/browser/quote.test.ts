import type { Page } from "playwright-core";
import { useSite } from "../support/harness";
import { useFormService } from "../support/form-service";
import { occasionNamed, readYamlIn } from "../support/content";
import { christmasPath, occasionPath } from "../../src/model/routes";

/**
 * "Angebot zum Weiterleiten" (issue 42): a business customer picks a package in a page's Preisrechner
 * (the one content marks popular, else the first the page offers), opens the quote, reads its figures and facts, and accepts it into the enquiry. All expectations are
 * worked out here from content/ (packages.yaml, extras.yaml, site.yaml).
 */
const site = useSite();
const stub = useFormService(site);

type Pkg = { id: string; name: string; netPrice: number; durationHours: number; popular?: boolean };
const packages = readYamlIn<{ guide: Pkg[]; christmas: Pkg[] }>("packages", "packages.yaml");
const { quoteValidDays } = readYamlIn<{ quoteValidDays: number }>("extras", "extras.yaml");
const facts = readYamlIn<{
  businessName: string;
  street: string;
  postalCode: string;
  city: string;
  vatRate: number;
  vatId: string;
}>("site", "site.yaml");

/**
 * The pages the issue names, each with the packages its Preisrechner offers (content/packages, and for
 * an occasion page the ids its file lists): the spec's Hamburg Christmas page and the company-party page.
 * Both must exist; neither is skipped when missing.
 */
const firmenfeier = occasionNamed("dj-firmenfeier-hamburg");
const PAGES: [string, Pkg[]][] = [
  [christmasPath("Hamburg"), packages.christmas],
  [occasionPath(firmenfeier.slug), packages.guide.filter((p) => firmenfeier.packages.includes(p.id))],
];
/** The package a business customer picks: the one content marks popular, else the first. */
const picked = (list: Pkg[]): Pkg => {
  if (!list.length) throw new Error("the page offers no package in content/packages: nothing to quote");
  return list.find((p) => p.popular) ?? list[0];
};

const norm = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
/** Money on a quote is exact to the cent (issue 51): "1.535,10 €". */
const euros = (cents: number) =>
  `${(cents / 100).toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
/** Today in the browser's time zone (the harness opens pages in Europe/Berlin), as yyyy-mm-dd. */
const berlinDay = (offsetDays = 0) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + offsetDays)).toISOString().slice(0, 10);
};
const german = (iso: string) => iso.split("-").reverse().join(".");

async function openQuote(page: Page, pkg: Pkg) {
  // Landing pages fold the Preisrechner under their package cards (issue 37): a visitor opens it first.
  const fold = page.locator("details:has(#preisrechner)");
  if ((await fold.count()) && !(await fold.evaluate((d) => (d as HTMLDetailsElement).open)))
    await fold.locator("> summary").click();
  const box = page.locator("#preisrechner");
  await box.locator('input[name="kunde"][value="business"]').check({ force: true });
  await box.locator(`input[name="paket"][value="${pkg.id}"]`).check();
  await box.getByRole("link", { name: "Angebot zum Weiterleiten" }).click();
  await page.waitForURL((url) => url.pathname === "/angebot" && url.searchParams.has("am"));
  await page.getByTestId("quote-sheet").waitFor();
}

describe("Angebot zum Weiterleiten", () => {
  it.each(PAGES)(
    "a business customer's quote from %s: figures, facts, the same quote again, accepted",
    async (route, offered) => {
      const pkg = picked(offered);
      const { page } = await site.open(route, { consent: "declined" });
      await openQuote(page, pkg);
      const url = new URL(page.url());
      expect(url.searchParams.get("paket")).toBe(pkg.id);
      const net = pkg.netPrice * 100;
      const gross = net + Math.round(net * facts.vatRate);

      expect(url.searchParams.get("am")).toBe(berlinDay());
      const sheet = norm(await page.getByTestId("quote-sheet").innerText());
      const number = norm(await page.getByTestId("quote-number").textContent());
      expect(number).toMatch(new RegExp(`^A-${berlinDay().replace(/-/g, "")}-[0-9A-Z]{6}$`));
      expect(sheet).toContain(`Angebot Nr. ${number}`);
      expect(sheet).toContain(`Datum ${german(berlinDay())}`);
      expect(sheet).toContain(`Gültig bis ${german(berlinDay(quoteValidDays))}`);
      for (const fact of [facts.businessName, facts.street, `${facts.postalCode} ${facts.city}`, facts.vatId])
        expect(sheet).toContain(fact);
      expect(sheet).toContain(pkg.name);
      expect(sheet).toContain(`${pkg.durationHours} Std.`);
      expect(sheet).toMatch(/Unverbindlich/i);
      // Business customers: net first, then the VAT, then gross.
      const totals = norm(await page.getByTestId("quote-totals").innerText());
      expect(totals).toBe(
        `Summe netto ${euros(net)} zzgl. ${Math.round(facts.vatRate * 100)} % MwSt. ${euros(gross - net)} Gesamtbetrag brutto ${euros(gross)}`,
      );

      // Printed, only the sheet is there.
      await page.emulateMedia({ media: "print" });
      await expect(page.locator("header").first().isVisible()).resolves.toBe(false);
      await expect(page.locator("footer").first().isVisible()).resolves.toBe(false);
      await expect(page.getByRole("button", { name: "Drucken / als PDF speichern" }).isVisible()).resolves.toBe(false);
      await expect(page.getByTestId("quote-sheet").isVisible()).resolves.toBe(true);
      await page.emulateMedia({ media: "screen" });

      // The link opens the same quote again (another browser, another day of opening it).
      const again = await site.open(`${url.pathname}${url.search}`, { consent: "declined" });
      await again.page.getByTestId("quote-sheet").waitFor();
      await expect(again.page.getByTestId("quote-number").textContent()).resolves.toBe(number);

      // Accepting leads into the enquiry with the package and the number.
      const printed = await page.getByTestId("quote-accept-url").textContent();
      expect(printed).toContain(`/kontakt?`);
      expect(printed).toContain(`angebot=${number}`);
      await page.getByTestId("quote-accept").click();
      await page.waitForURL((u) => u.pathname === "/kontakt" && u.searchParams.get("angebot") === number);
      await expect(page.getByTestId("quote-accepted").textContent()).resolves.toBe(`Anfrage zu Angebot Nr. ${number}`);
      await page.waitForFunction(
        (n) => (document.querySelector('input[name="angebotNr"]') as HTMLInputElement | null)?.value === n,
        number,
      );
      await page.selectOption('select[name="anrede"]', "Frau");
      const filled = {
        vorname: "Jana",
        nachname: "Schulz",
        email: "jana@example.de",
        eventLocation: "Gut Basthorst",
        nachricht: "Bitte wie im Angebot.",
      };
      for (const [name, value] of Object.entries(filled)) await page.fill(`[name="${name}"]`, value);
      await page.selectOption('select[name="eventTyp"]', "firmenfeier");
      await page.getByRole("button", { name: "Anfrage senden" }).click();
      await page.getByText("Vielen Dank für Ihre Anfrage!").waitFor();
      const { fields } = stub.service.requests.at(-1)!;
      expect(fields.angebotNr).toBe(number);
      expect(fields.paketWunsch).toContain(pkg.name);
    },
  );

  it("without a selection the page explains itself and links to the Preisrechner", async () => {
    const { page } = await site.open("/angebot", { consent: "declined" });
    await expect(page.getByRole("link", { name: "Zum Preisrechner" }).getAttribute("href")).resolves.toMatch(
      /#preisrechner$/,
    );
    await expect(page.getByTestId("quote-sheet").count()).resolves.toBe(0);
  });
});
