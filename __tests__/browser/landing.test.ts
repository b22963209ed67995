import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { nextFrames, useSite } from "../support/harness";
import {
  CONTENT_DIR,
  christmasCities,
  cities,
  contentNow,
  locationTypeCounts,
  locations,
  missingOrOutOfOrder,
  readYamlIn,
} from "../support/content";
import { ROUTES, christmasPath, cityPath } from "../../src/model/routes";
import { scarcity } from "../../src/lib/season";
import { formatEuros, grossPrice } from "../../src/lib/pricing";
import type { AvailabilityData } from "../../src/model/collections";

const site = useSite();

describe("price toggle", () => {
  // The prices and the VAT rate come from content (packages.yaml, site.yaml: the editor's); the wording
  // ("ab … € inkl. MwSt." / "ab … € zzgl. 19% MwSt.") is the spec's.
  const offered = readYamlIn<Record<"guide" | "christmas", { id: string; netPrice: number }[]>>(
    "packages",
    "packages.yaml",
  );
  const vat = readYamlIn<{ vatRate: number }>("site", "site.yaml").vatRate;
  const euros = (n: number) => new Intl.NumberFormat("de-DE").format(n);
  it.each([
    [ROUTES.guide, "guide"],
    [cityPath(cities()[0].slug), "guide"],
    [christmasPath(christmasCities()[0]), "christmas"],
  ] as const)("%s: every package shows gross for private and net for business customers", async (route, list) => {
    const { page, log } = await site.open(route, { consent: "declined" });
    const cards = offered[list].map((pkg) => ({
      card: page.getByTestId(`package-${pkg.id}`),
      gross: `ab ${euros(Math.round(pkg.netPrice * (1 + vat)))}€ inkl. MwSt.`,
      net: `ab ${euros(pkg.netPrice)}€ zzgl. ${Math.round(vat * 100)}% MwSt.`,
    }));
    expect(cards.length).toBeGreaterThan(0);
    // innerText: what is on screen (both prices are in the HTML; CSS shows the chosen one)
    for (const { card, gross, net } of cards) {
      await expect(card.innerText()).resolves.toContain(gross);
      await expect(card.innerText()).resolves.not.toContain(net);
    }
    await expect(page.getByTestId("price-footnote").innerText()).resolves.toContain("inkl. 19% MwSt.");
    await page.locator("#pakete").getByRole("radio", { name: "Geschäftskunde" }).check();
    for (const { card, gross, net } of cards) {
      await expect(card.innerText()).resolves.toContain(net);
      await expect(card.innerText()).resolves.not.toContain(gross);
    }
    await expect(page.getByTestId("price-footnote").innerText()).resolves.toContain("zzgl. 19% MwSt.");
    await page.locator("#pakete").getByRole("radio", { name: "Geschäftskunde" }).press("ArrowLeft");
    for (const { card, gross } of cards) await expect(card.innerText()).resolves.toContain(gross);
    expect(log.errors).toEqual([]);
  });
});

describe("Christmas page", () => {
  it("FAQ accordion: one answer open at a time, an open one closes again", async () => {
    const { page } = await site.open("/weihnachtsfeier-dj-kiel", { consent: "declined" });
    const faq = page.locator("#faq");
    const questions = faq.locator("details > summary");
    const open = () =>
      faq
        .locator("details")
        .evaluateAll((ds) => ds.map((d, i) => ((d as HTMLDetailsElement).open ? i : -1)).filter((i) => i >= 0));
    await expect(questions.count()).resolves.toBe(6);
    await expect(open()).resolves.toEqual([]);
    await questions.nth(0).click();
    await expect(open()).resolves.toEqual([0]);
    await questions.nth(3).click();
    await expect(open()).resolves.toEqual([3]);
    await expect(faq.locator("details").nth(3).locator("p").first().isVisible()).resolves.toBe(true);
    await questions.nth(3).press("Enter"); // the keyboard closes it again
    await expect(open()).resolves.toEqual([]);
  });

  it("shows the early-bird banner 30 days before its deadline, gross for private and net for business customers", async () => {
    const { earlyBird } = yaml.load(fs.readFileSync(path.join(CONTENT_DIR, "packages/packages.yaml"), "utf8")) as {
      earlyBird: { netPrice: number; deadline: string };
    };
    const clock = new Date(new Date(earlyBird.deadline).getTime() - 29.5 * 86_400_000);
    const { page } = await site.open("/weihnachtsfeier-dj-luebeck", { consent: "declined", clock });
    const banner = page.getByTestId("early-bird");
    await banner.waitFor();
    await expect(page.getByTestId("early-bird-days").textContent()).resolves.toBe("Nur noch 30 Tage");
    await expect(banner.textContent()).resolves.toContain(
      `${formatEuros(grossPrice(earlyBird.netPrice, 0.19))} € statt`,
    );
    await expect(banner.textContent()).resolves.toContain(
      `Für Firmenkunden ${formatEuros(earlyBird.netPrice)} € statt`,
    );
    await banner.getByRole("link", { name: "Sofort Termin sichern" }).click();
    await page.waitForURL(/\/kontakt$/);
    await page.getByTestId("special-offer").waitFor();
  });

  it("hides the early-bird banner after the deadline (today); the scarcity line follows the availability", async () => {
    const { page } = await site.open("/weihnachtsfeier-dj-luebeck", { consent: "declined" });
    await nextFrames(page);
    await expect(page.getByTestId("early-bird").count()).resolves.toBe(0);
    const availability = yaml.load(
      fs.readFileSync(path.join(CONTENT_DIR, "availability/availability.yaml"), "utf8"),
    ) as AvailabilityData;
    const expected = scarcity(availability, contentNow());
    const line = page.getByTestId("availability-text");
    if (expected.show) await expect(line.textContent()).resolves.toContain(`${expected.percent} %`);
    else await expect(line.count()).resolves.toBe(0);
  });
});

describe("locations", () => {
  it("shows one card per location in the content and the type counts computed from it", async () => {
    const { page } = await site.open("/locations", { consent: "declined" });
    const cards = await page.locator("main article").evaluateAll((as) =>
      as.map((a) => ({
        name: a.querySelector("h3")?.textContent?.trim(),
        stars: a.querySelector('[role="img"][aria-label$="Sternen"]')?.getAttribute("aria-label") ?? null,
      })),
    );
    expect(cards).toEqual(
      locations().map((l) => ({ name: l.name, stars: l.rating == null ? null : `${l.rating} von 5 Sternen` })),
    );
    const types = (await page.getByRole("list", { name: "Location-Typen" }).locator("li").allTextContents()).map((t) =>
      t.replace(/\s+/g, " ").trim(),
    );
    expect(types).toEqual(locationTypeCounts().map(({ type, count }) => `${count} ${type}`));
    // The spec's seven types are among them, in the spec's order.
    expect(
      missingOrOutOfOrder(
        types.map((t) => t.replace(/^\d+ /, "")),
        ["Schloss", "Landhaus", "Gut", "Hotel", "Museum", "Rittergut", "Restaurant"],
      ),
    ).toBeUndefined();
  });

  it("'Beratung Anfragen' opens /kontakt with 'Interesse an: {name}' and the field filled", async () => {
    const { page } = await site.open("/locations", { consent: "declined" });
    const [first, other = first] = locations().map((l) => l.name);
    const website = page.getByRole("link", { name: `Website von ${first}`, exact: false });
    await expect(website.getAttribute("target")).resolves.toBe("_blank");
    await expect(website.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    await page.getByRole("link", { name: `Beratung Anfragen für ${other}` }).click();
    await page.waitForURL(/\/kontakt$/);
    await expect(page.getByTestId("selected-location").textContent()).resolves.toBe(`Interesse an: ${other}`);
    await expect(page.inputValue('[name="eventLocation"]')).resolves.toBe(other);
  });
});
