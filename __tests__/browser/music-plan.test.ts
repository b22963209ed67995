import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { useSite, waitForHydration } from "../support/harness";
import { useFormService } from "../support/form-service";
import { holdApp, startRealInbox } from "../support/field";
import { CONTENT_DIR, genres } from "../support/content";

/**
 * The Musikplanung (issue 33), as a couple or a company uses it: choose the occasion and get its
 * moments from content/, edit moments and both song lists by keyboard, keep the plan over a reload,
 * share it by link into a fresh browser, print it as a run sheet of at most two A4 pages, send it
 * to the form service – and all of it without JavaScript as a plain form.
 */
const site = useSite();
const PLAN = "/musikplanung";
const KEY = "musikplanung-entwurf";

const content = yaml.load(fs.readFileSync(path.join(CONTENT_DIR, "planning", "planning.yaml"), "utf8")) as {
  occasions: { occasion: string; moments: { title: string }[] }[];
};
/** Two genre tags of site.yaml (whichever the editor keeps): one wished more of, one less. */
const [MORE, LESS] = (() => {
  const all = genres();
  if (all.length < 2)
    throw new Error("content/site/site.yaml lists fewer than two genres: the planner's wishes need two");
  return [all[0], all[all.length - 1]];
})();
const momentsOf = (occasion: string) =>
  content.occasions.find((o) => o.occasion === occasion)!.moments.map((m) => m.title);

/**
 * The app runs and has read the stored plan (or the link's): from then on its buttons (share, print,
 * delete) are enabled. Hydration alone is not enough: the plan is read in an effect right after it.
 */
async function planReady(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Drucken" && !b.disabled),
  );
}
async function open(width = 1440) {
  const opened = await site.open(PLAN, { consent: "declined", width });
  await planReady(opened.page);
  return opened;
}
/**
 * A new browser (cookie choice made, so no banner), optionally with a stored draft and with storage
 * that refuses every write; the page is not opened yet.
 */
async function freshContext({ draft, blockStorage = false }: { draft?: object; blockStorage?: boolean } = {}) {
  const context = await site.newContext();
  await context.addInitScript(
    ([key, value, block]) => {
      localStorage.setItem("cookie-consent", "declined");
      if (value) localStorage.setItem(key, value);
      if (block)
        Storage.prototype.setItem = () => {
          throw new DOMException("full", "QuotaExceededError");
        };
    },
    [KEY, draft ? JSON.stringify(draft) : "", blockStorage] as const,
  );
  return context;
}
const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const values = (page: Page, list: string, label: string) =>
  group(page, list)
    .getByLabel(label, { exact: true })
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
const titles = (page: Page) => values(page, "Ablauf", "Programmpunkt");
/** The draft has been written (a moment after the last keystroke) and holds `text`. */
const savedWith = (page: Page, text: string) =>
  page.waitForFunction(([key, t]) => (localStorage.getItem(key) ?? "").includes(t), [KEY, text] as const);

async function addSong(page: Page, list: string, title: string, artist: string) {
  await group(page, list).getByRole("button", { name: "Titel hinzufügen" }).click();
  await page.keyboard.type(title); // focus is in the new row's "Titel"
  const artists = group(page, list).getByLabel("Interpret", { exact: true });
  await artists.last().fill(artist);
}

describe("choosing an occasion", () => {
  it("lays out the wedding's moments from content/, each with time, song wish and note", async () => {
    const { page, log } = await open();
    await expect(titles(page)).resolves.toEqual([]);
    await page.getByLabel("Anlass").selectOption({ label: "Hochzeit" });
    await expect(titles(page)).resolves.toEqual(momentsOf("hochzeit"));
    const ablauf = group(page, "Ablauf");
    const count = momentsOf("hochzeit").length;
    for (const label of ["Uhrzeit", "Musikwunsch", "Notiz"])
      await expect(ablauf.getByLabel(label, { exact: true }).count()).resolves.toBe(count);
    expect(log.errors).toEqual([]);
  });

  it("offers the enquiry form's eight event types, as the form shows them", async () => {
    const { page } = await open();
    const options = await page.getByLabel("Anlass").locator("option").allTextContents();
    expect(options.slice(1)).toEqual([
      "Firmenfeier",
      "Geburtstag",
      "Hochzeit",
      "Weihnachtsfeier",
      "Jubiläum",
      "Private Party",
      "Vereinsfeier",
      "Sonstiges",
    ]);
  });

  it("replaces untouched moments, and asks before replacing moments the visitor has written in", async () => {
    const { page } = await open();
    const anlass = page.getByLabel("Anlass");
    await anlass.selectOption("hochzeit");
    await anlass.selectOption("firmenfeier"); // nothing written yet: replaced without asking
    await expect(titles(page)).resolves.toEqual(momentsOf("firmenfeier"));
    await group(page, "Ablauf").getByLabel("Musikwunsch", { exact: true }).first().fill("Eye of the Tiger");
    await anlass.selectOption("jubilaeum");
    const dialog = page.getByRole("dialog", { name: "Ablauf für „Jubiläum“ neu anlegen?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Bisherigen Ablauf behalten" }).click();
    await expect(titles(page)).resolves.toEqual(momentsOf("firmenfeier"));
    await expect(values(page, "Ablauf", "Musikwunsch")).resolves.toContain("Eye of the Tiger");
    await anlass.selectOption("hochzeit");
    await page.getByRole("dialog").getByRole("button", { name: "Ablauf neu anlegen" }).click();
    await expect(titles(page)).resolves.toEqual(momentsOf("hochzeit"));
  });

  it("adopts an occasion chosen before the app had loaded", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const release = await holdApp(page);
    // Not until "load": the held app bundle may have started before it and then holds it (see holdApp).
    await page.goto(site.url + PLAN, { waitUntil: "domcontentloaded" });
    await page.getByLabel("Anlass").selectOption("geburtstag");
    release();
    await planReady(page);
    await page.waitForFunction(() => document.querySelectorAll('[id^="ablauf-"][id$="-title"]').length > 0);
    await expect(titles(page)).resolves.toEqual(momentsOf("geburtstag"));
  });
});

describe("moments by keyboard", () => {
  it("are reordered with the buttons, focus staying on the moved moment; removed and added", async () => {
    const { page } = await open();
    await page.getByLabel("Anlass").selectOption("hochzeit");
    const [first, second, third] = momentsOf("hochzeit");
    await page.getByRole("button", { name: `${second} nach oben verschieben` }).focus();
    await page.keyboard.press("Enter");
    expect((await titles(page)).slice(0, 3)).toEqual([second, first, third]);
    // At the top now: "nach oben" is disabled, focus is on "nach unten" of the same moment.
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe(
      `${second} nach unten verschieben`,
    );
    await page.keyboard.press("Space");
    await page.keyboard.press("Space");
    expect((await titles(page)).slice(0, 3)).toEqual([first, third, second]);
    await page
      .getByRole("status")
      .filter({ hasText: `${second} steht jetzt an Stelle 3` })
      .waitFor({ state: "attached" });

    await page.getByRole("button", { name: `${first} entfernen` }).focus();
    await page.keyboard.press("Enter");
    expect(await titles(page)).not.toContain(first);
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).value)).resolves.toBe(third);

    await page.getByRole("button", { name: "Programmpunkt hinzufügen" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.type("Feuerwerk");
    expect((await titles(page)).at(-1)).toBe("Feuerwerk");
    await group(page, "Ablauf").getByLabel("Uhrzeit", { exact: true }).last().fill("23:30");
    await expect(values(page, "Ablauf", "Uhrzeit")).resolves.toContain("23:30");
  });
});

describe("the two song lists", () => {
  it("add a row with „Titel hinzufügen“ in each list, and remove rows", async () => {
    const { page } = await open();
    await addSong(page, "Unbedingt spielen", "Mr. Brightside", "The Killers");
    await addSong(page, "Unbedingt spielen", "September", "Earth, Wind & Fire");
    await addSong(page, "Bitte nicht spielen", "Macarena", "Los del Río");
    await expect(values(page, "Unbedingt spielen", "Titel")).resolves.toEqual(["Mr. Brightside", "September"]);
    await expect(values(page, "Unbedingt spielen", "Interpret")).resolves.toEqual([
      "The Killers",
      "Earth, Wind & Fire",
    ]);
    await expect(values(page, "Bitte nicht spielen", "Titel")).resolves.toEqual(["Macarena"]);

    await group(page, "Unbedingt spielen").getByRole("button", { name: "Titel 1 „Mr. Brightside“ entfernen" }).click();
    await expect(values(page, "Unbedingt spielen", "Titel")).resolves.toEqual(["September"]);
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).value)).resolves.toBe("September");
    await group(page, "Bitte nicht spielen")
      .getByRole("button", { name: /^Titel 1 .* entfernen$/ })
      .click();
    await expect(values(page, "Bitte nicht spielen", "Titel")).resolves.toEqual([]);
    // The last row gone: focus on the list's add button.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain("Titel hinzufügen");
  });
});

describe("kept in the browser", () => {
  it("the whole plan survives a reload", async () => {
    const { page } = await open();
    await page.getByLabel("Anlass").selectOption("firmenfeier");
    await group(page, "Ablauf").getByLabel("Musikwunsch", { exact: true }).nth(1).fill("Walk of Fame");
    await addSong(page, "Unbedingt spielen", "Valerie", "Amy Winehouse");
    await addSong(page, "Bitte nicht spielen", "Atemlos", "Helene Fischer");
    await group(page, "Musikrichtungen").getByRole("group", { name: MORE }).getByLabel("mehr").check();
    await page.getByLabel("Ansprechpartner am Abend").fill("Frau Berg, 0170 555");
    await page.getByLabel("Ihr Name").fill("Tim Berg");
    await savedWith(page, "Tim Berg");
    await page.reload();
    await planReady(page);
    await expect(page.getByLabel("Anlass").inputValue()).resolves.toBe("firmenfeier");
    await expect(titles(page)).resolves.toEqual(momentsOf("firmenfeier"));
    await expect(values(page, "Ablauf", "Musikwunsch")).resolves.toContain("Walk of Fame");
    await expect(values(page, "Unbedingt spielen", "Interpret")).resolves.toEqual(["Amy Winehouse"]);
    await expect(values(page, "Bitte nicht spielen", "Titel")).resolves.toEqual(["Atemlos"]);
    await expect(
      group(page, "Musikrichtungen").getByRole("group", { name: MORE }).getByLabel("mehr").isChecked(),
    ).resolves.toBe(true);
    await expect(page.getByLabel("Ansprechpartner am Abend").inputValue()).resolves.toBe("Frau Berg, 0170 555");
    await expect(page.getByLabel("Ihr Name").inputValue()).resolves.toBe("Tim Berg");
  });

  it("„Planung löschen“ asks, then clears the page and the stored draft", async () => {
    const { page } = await open();
    await page.getByLabel("Anlass").selectOption("geburtstag");
    await savedWith(page, "geburtstag");
    await page.getByRole("button", { name: "Planung löschen" }).click();
    await page
      .getByRole("dialog", { name: "Planung löschen?" })
      .getByRole("button", { name: "Planung löschen" })
      .click();
    await expect(titles(page)).resolves.toEqual([]);
    await expect(page.getByLabel("Anlass").inputValue()).resolves.toBe("");
    await page.waitForFunction((key) => localStorage.getItem(key) === null, KEY);
  });

  it("with storage blocked it still works for the visit and says the plan cannot be kept", async () => {
    const context = await freshContext({ blockStorage: true });
    const page = await context.newPage();
    await page.goto(site.url + PLAN);
    await planReady(page);
    await page.getByLabel("Anlass").selectOption("hochzeit");
    await page.getByText("Ihre Planung kann in diesem Browser nicht gespeichert werden").waitFor();
    await expect(titles(page)).resolves.toEqual(momentsOf("hochzeit"));
    await addSong(page, "Unbedingt spielen", "Happy", "Pharrell Williams");
    await expect(values(page, "Unbedingt spielen", "Titel")).resolves.toEqual(["Happy"]);
  });
});

describe("shared by link", () => {
  async function shareFrom(page: Page): Promise<string> {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
    await page.getByRole("button", { name: "Link zum Teilen kopieren" }).click();
    await page.locator(".Toastify__toast", { hasText: "Link kopiert!" }).waitFor();
    const link = await page.getByLabel("Link zu Ihrer Planung").inputValue();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
    return link;
  }

  async function planned() {
    const { page } = await open();
    await page.getByLabel("Anlass").selectOption("hochzeit");
    await group(page, "Ablauf").getByLabel("Uhrzeit", { exact: true }).first().fill("15:30");
    await group(page, "Ablauf").getByLabel("Musikwunsch", { exact: true }).nth(4).fill("Perfect – Ed Sheeran");
    await addSong(page, "Unbedingt spielen", "Dancing Queen", "ABBA");
    await addSong(page, "Bitte nicht spielen", "Cordula Grün", "Josh.");
    await page.getByLabel("Ihr Name").fill("Jana Schulz");
    await savedWith(page, "Jana Schulz");
    return page;
  }

  it("opens the same plan in a fresh browser – without the sender's name", async () => {
    const link = await shareFrom(await planned());
    expect(link.startsWith(`${site.url}${PLAN}#plan=1.`)).toBe(true);
    expect(link.length).toBeLessThanOrEqual(2000);
    const fresh = await freshContext();
    const page = await fresh.newPage();
    await page.goto(link);
    await planReady(page);
    await page.getByText("Die Planung aus dem Link ist geöffnet.").waitFor();
    await expect(titles(page)).resolves.toEqual(momentsOf("hochzeit"));
    await expect(values(page, "Ablauf", "Uhrzeit")).resolves.toContain("15:30");
    await expect(values(page, "Ablauf", "Musikwunsch")).resolves.toContain("Perfect – Ed Sheeran");
    await expect(values(page, "Unbedingt spielen", "Titel")).resolves.toEqual(["Dancing Queen"]);
    await expect(values(page, "Bitte nicht spielen", "Titel")).resolves.toEqual(["Cordula Grün"]);
    await expect(page.getByLabel("Ihr Name").inputValue()).resolves.toBe("");
    expect(new URL(page.url()).hash).toBe(""); // the fragment is consumed: a reload does not ask again
    await savedWith(page, "Dancing Queen");
  });

  it("over an existing draft asks which plan to keep", async () => {
    const link = await shareFrom(await planned());
    const other = await freshContext();
    const page = await other.newPage();
    await page.goto(site.url + PLAN);
    await planReady(page);
    await page.getByLabel("Anlass").selectOption("firmenfeier");
    await savedWith(page, "firmenfeier");
    await page.goto(link);
    await planReady(page);
    const dialog = page.getByRole("dialog", { name: "Welche Planung möchten Sie behalten?" });
    await dialog.getByRole("button", { name: "Meine bisherige Planung behalten" }).click();
    await expect(titles(page)).resolves.toEqual(momentsOf("firmenfeier"));
    await page.goto(link);
    await planReady(page);
    await page.getByRole("dialog").getByRole("button", { name: "Planung aus dem Link übernehmen" }).click();
    await expect(titles(page)).resolves.toEqual(momentsOf("hochzeit"));
    await expect(values(page, "Unbedingt spielen", "Titel")).resolves.toEqual(["Dancing Queen"]);
  });

  it("a broken or foreign link says so and loses nothing", async () => {
    const { page: first, context } = await open();
    await first.getByLabel("Anlass").selectOption("geburtstag");
    await savedWith(first, "geburtstag");
    // cut off, a foreign key in an uncompressed plan, data that does not inflate
    for (const hash of ["#plan=1.kaputt", "#plan=0.eyJ2IjoxLCJ6Ijp0cnVlfQ", "#plan=1.AAAA"]) {
      const page = await context.newPage();
      await page.goto(`${site.url}${PLAN}${hash}`);
      await planReady(page);
      await page.getByRole("alert").filter({ hasText: "Dieser Link enthält keine gültige Musikplanung" }).waitFor();
      await expect(titles(page)).resolves.toEqual(momentsOf("geburtstag"));
      await page.close();
    }
  });

  it("a plan too long for a link gets a clear message and the other ways", async () => {
    const context = await freshContext({ draft: bigDraft(20, 60, 30, { varied: true }) });
    const page = await context.newPage();
    await page.goto(site.url + PLAN);
    await planReady(page);
    await page.getByRole("button", { name: "Link zum Teilen kopieren" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "zu lang für einen Link" });
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toMatch(/höchstens 2\.000/);
    await alert.getByRole("button", { name: "Planung senden" }).click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("planung-name");
    await expect(page.getByRole("button", { name: "Drucken" }).count()).resolves.toBe(2);
  });
});

/** A word that repeats nothing before it (real titles compress about as badly). */
const word = (i: number) => ((i * 2654435761) >>> 0).toString(36);
/**
 * A stored draft (compact form) with many moments and titles, for print and length tests; `varied`
 * titles compress like real ones, the plain ones like a list of numbered placeholders.
 */
function bigDraft(moments: number, mustPlay: number, doNotPlay: number, { varied = false } = {}) {
  const names = ["Sektempfang", "Einzug", "Dinner", "Reden", "Eröffnungstanz", "Torte", "Party", "Mitternachtssnack"];
  return {
    v: 1,
    o: "hochzeit",
    d: "12.06.2027",
    m: Array.from({ length: moments }, (_, i) => [
      `${String(14 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
      `${names[i % names.length]}${i >= names.length ? ` ${i}` : ""}`,
      `Wunschtitel für Programmpunkt ${i + 1} – Interpret ${i + 1}`,
      i % 3 ? "" : `Ansage vorher, Licht gedimmt, Notiz ${i + 1}`,
    ]),
    p: Array.from({ length: mustPlay }, (_, i) =>
      varied
        ? [`${word(i)} ${word(i + 500)}`, word(i + 1000)]
        : [`Lieblingstitel ${i + 1} (Radio Edit)`, `Interpretin ${i + 1}`],
    ),
    n: Array.from({ length: doNotPlay }, (_, i) =>
      varied ? [`${word(i + 2000)} ${word(i + 2500)}`, word(i + 3000)] : [`No-Go ${i + 1}`, `Band ${i + 1}`],
    ),
    g: { [MORE]: 1, [LESS]: -1 },
    x: ["Trauzeugin Maren, 0170 1234567", "Pegelbegrenzer 95 dB, Musikende 1:00", "Namen siehe Liste", ""],
    a: "Jana Schulz",
    e: "jana@example.de",
  };
}

describe("printed as a run sheet", () => {
  it("ten moments and thirty titles fit on two A4 pages, without navigation, header, footer, banner or buttons", async () => {
    const context = await freshContext({ draft: bigDraft(10, 20, 10) });
    const page = await context.newPage();
    await page.goto(site.url + PLAN);
    await planReady(page);
    // The sheet joins the page once the draft is read (the print button is enabled from then on).
    await page.locator("[data-print-sheet]").waitFor({ state: "attached" });
    await expect(page.getByRole("button", { name: "Drucken" }).isEnabled()).resolves.toBe(true);
    await page.emulateMedia({ media: "print" });
    const visible = (selector: string) =>
      page.locator(selector).evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);
    await expect(visible("[data-print-sheet]")).resolves.toBe(1);
    for (const hidden of ["header", "footer", "nav", "button", "[data-consent-banner]", "form"])
      await expect(visible(hidden)).resolves.toBe(0);
    const sheet = page.locator("[data-print-sheet]");
    await expect(sheet.locator("tbody tr").count()).resolves.toBe(10);
    await expect(sheet.locator("li").count()).resolves.toBe(30);
    await expect(sheet.innerText()).resolves.toContain(`Mehr davon: ${MORE}`);
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: "screen" });
    await expect(visible("[data-print-sheet]")).resolves.toBe(0);
  });
});

describe("sent to the DJ", () => {
  const stub = useFormService(site);

  async function fillSender(page: Page) {
    await page.getByLabel("Ihr Name").fill("Jana Schulz");
    await page.getByLabel("E-Mail-Adresse").fill("jana@example.de");
    await page.getByLabel("Datum der Feier").fill("5.6.2030");
  }

  it("posts multipart with Accept: application/json, the subject and the plan as readable fields", async () => {
    stub.service.respondWith(200, 800);
    const { page } = await open();
    await page.getByLabel("Anlass").selectOption("hochzeit");
    await group(page, "Ablauf").getByLabel("Musikwunsch", { exact: true }).nth(1).fill("Can't Help Falling in Love");
    await addSong(page, "Unbedingt spielen", "Valerie", "Amy Winehouse");
    await fillSender(page);
    await page.getByRole("button", { name: "Planung senden" }).click();
    await page.getByRole("button", { name: "Wird gesendet..." }).waitFor();
    await page.locator(".Toastify__toast", { hasText: "Vielen Dank für Ihre Musikplanung!" }).waitFor();
    expect(stub.service.requests).toHaveLength(1);
    const [request] = stub.service.requests;
    expect(request.accept).toBe("application/json");
    expect(request.contentType).toMatch(/^multipart\/form-data/);
    expect(request.fields).toMatchObject({
      _subject: "Musikplanung von Jana Schulz für den 05.06.2030",
      name: "Jana Schulz",
      email: "jana@example.de",
      "Datum der Feier": "05.06.2030",
      Anlass: "Hochzeit",
      "Unbedingt spielen": "1. Valerie – Amy Winehouse",
    });
    expect(request.fields.Ablauf).toContain(`2. ${momentsOf("hochzeit")[1]} – Musikwunsch: Can't Help Falling in Love`);
    // The plan stays for changes; the button is back.
    await page.getByRole("button", { name: "Planung senden" }).waitFor();
    await expect(titles(page)).resolves.toEqual(momentsOf("hochzeit"));
  });

  it("missing name or e-mail and an invalid date get clear messages, nothing is sent or lost", async () => {
    const { page } = await open();
    await page.getByLabel("Anlass").selectOption("firmenfeier");
    await page.getByLabel("Datum der Feier").fill("31.02.2030");
    await page.getByRole("button", { name: "Planung senden" }).click();
    await page.getByText("Bitte geben Sie Ihren Namen ein").waitFor();
    await page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein").waitFor();
    await page.getByText("Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein").waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("planung-name");
    await expect(page.getByLabel("Ihr Name").getAttribute("aria-invalid")).resolves.toBe("true");
    expect(stub.service.requests).toHaveLength(0);
    await expect(titles(page)).resolves.toEqual(momentsOf("firmenfeier"));
    await fillSender(page);
    await expect(page.getByText("Bitte geben Sie Ihren Namen ein").count()).resolves.toBe(0);
  });

  it("when sending fails: retry, the plan by e-mail and the phone; retry sends once", async () => {
    stub.service.respondWith(500);
    const { page } = await open();
    await page.getByLabel("Anlass").selectOption("geburtstag");
    await addSong(page, "Unbedingt spielen", "Happy", "Pharrell Williams");
    await fillSender(page);
    await page.getByRole("button", { name: "Planung senden" }).click();
    const toast = page.locator(".Toastify__toast", { hasText: "Fehler beim Senden" });
    await toast.waitFor();
    const mail = (await toast.getByRole("link", { name: "Per E-Mail senden" }).getAttribute("href"))!;
    const body = decodeURIComponent(mail.split("&body=")[1]);
    expect(body).toContain("Unbedingt spielen: 1. Happy – Pharrell Williams");
    expect(decodeURIComponent(mail.split("subject=")[1].split("&")[0])).toBe(
      "Musikplanung von Jana Schulz für den 05.06.2030",
    );
    await page
      .getByTestId("plan-send-fallback")
      .getByRole("link", { name: /^Anrufen:/ })
      .waitFor();
    stub.service.respondWith(200);
    await toast.getByRole("button", { name: "Erneut senden" }).click();
    await page.locator(".Toastify__toast", { hasText: "Vielen Dank für Ihre Musikplanung!" }).waitFor();
    expect(stub.service.requests).toHaveLength(2);
  });
});

describe("without JavaScript", () => {
  let inbox: Awaited<ReturnType<typeof startRealInbox>>;
  beforeEach(async () => {
    inbox = await startRealInbox(site.url);
  });
  afterEach(() => inbox.close());

  it("is a plain form with text areas that arrives at the service and returns to its own thank-you page", async () => {
    const context = await site.newContext({ width: 375, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + PLAN);
    await expect(page.locator("form[method=post][enctype='multipart/form-data']").count()).resolves.toBe(1);
    await expect(group(page, "Ablauf").getByLabel("Ihr Ablauf").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Titel hinzufügen" }).first().isVisible()).resolves.toBe(false);
    await page.getByLabel("Anlass").selectOption("hochzeit");
    await group(page, "Ablauf").getByLabel("Ihr Ablauf").fill("15:00 Sektempfang – Jazz\n18:00 Dinner");
    await group(page, "Unbedingt spielen")
      .getByRole("textbox")
      .fill("Valerie – Amy Winehouse\nHappy – Pharrell Williams");
    await group(page, "Bitte nicht spielen").getByRole("textbox").fill("Macarena – Los del Río");
    await group(page, LESS).getByLabel("weniger").check();
    await page.getByLabel("Moderation").fill("Bitte keine Spiele");
    // The browser asks for the required fields first.
    await page.getByRole("button", { name: "Planung senden" }).click();
    expect(page.url()).toMatch(/\/musikplanung$/);
    await page.getByLabel("Ihr Name").fill("Jana Schulz");
    await page.getByLabel("E-Mail-Adresse").fill("jana@example.de");
    await page.getByLabel("Datum der Feier").fill("12.06.2030");
    await page.getByRole("button", { name: "Planung senden" }).click();
    await page.waitForURL(/\/musikplanung\/danke$/);
    await expect(page.locator("h1").textContent()).resolves.toBe("Vielen Dank für Ihre Musikplanung!");
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex, nofollow");
    const [entry] = inbox.entries();
    expect(entry.fields).toMatchObject({
      formular: "Musikplanung",
      name: "Jana Schulz",
      email: "jana@example.de",
      "Datum der Feier": "12.06.2030",
      Anlass: "hochzeit",
      Ablauf: "15:00 Sektempfang – Jazz\n18:00 Dinner",
      "Unbedingt spielen": "Valerie – Amy Winehouse\nHappy – Pharrell Williams",
      "Bitte nicht spielen": "Macarena – Los del Río",
      [`Musikrichtung: ${LESS}`]: "weniger",
      Moderation: "Bitte keine Spiele",
      _subject: "Musikplanung über www.event-dj-hamburg.example",
    });
  });
});

describe("on a phone and for assistive technology", () => {
  it("fits 375 px with moments and songs, and axe finds nothing, also with a question open", async () => {
    const { page } = await open(375);
    await page.getByLabel("Anlass").selectOption("hochzeit");
    await addSong(page, "Unbedingt spielen", "Ein Stern (der deinen Namen trägt)", "DJ Ötzi & Nik P.");
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    const axe = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
    await expect(axe()).resolves.toEqual([]);
    await page.getByRole("button", { name: "Planung löschen" }).click();
    await page.getByRole("dialog").waitFor();
    await expect(axe()).resolves.toEqual([]);
  });
});
