import type { Page } from "playwright-core";
import { useSite, waitForHydration } from "../support/harness";
import { useFormService } from "../support/form-service";

/**
 * The time trap (src/components/EnquiryForm/timeTrap.ts) on the page's own clock: Playwright's
 * clock holds the page's time still while a test fills the form, and moves it on only where a
 * test says so – no real waiting, and a busy machine cannot make a bot look slow.
 */
const site = useSite();
const stub = useFormService(site);

const VALUES: Record<string, string> = {
  anrede: "Frau",
  vorname: "Jana",
  nachname: "Schulz",
  email: "jana@example.de",
  eventTyp: "hochzeit",
  eventLocation: "Gut Basthorst",
  nachricht: "Hochzeit im Juni mit 90 Gästen.",
};

/** /kontakt with the page's clock installed before it loads, and stopped once the app has taken the form over. */
async function openWithStoppedClock({ draft }: { draft?: Record<string, string> } = {}) {
  const context = await site.newContext();
  await context.addInitScript(
    (saved) => {
      localStorage.setItem("cookie-consent", "declined");
      if (saved) localStorage.setItem("anfrage-entwurf", saved);
    },
    draft ? JSON.stringify(draft) : null,
  );
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${site.url}/kontakt`);
  await waitForHydration(page);
  await pauseShortlyAhead(page);
  return page;
}

/**
 * Stops the page's clock a moment ahead of its now: everything after happens at one instant of its
 * time. The clock runs in real time until then, so on a busy machine that moment can already be past
 * when Playwright gets to it ("Cannot fast-forward to the past"): read the page's now again and retry.
 */
async function pauseShortlyAhead(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes("fast-forward to the past")) throw error;
    }
  }
}

/** Fills the required fields as a script does: values set and events dispatched, none of them trusted. */
const fillLikeAScript = (page: Page) =>
  page.evaluate((values) => {
    for (const [name, value] of Object.entries(values)) {
      const field = document.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        `[name="${name}"]`,
      )!;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!;
      setter.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    }
  }, VALUES);

/** Waits for the thank-you toast; the clock runs again so the form can reset as after any send. */
async function thanked(page: Page) {
  await page.clock.resume();
  await page.getByText("Vielen Dank für Ihre Anfrage!").waitFor();
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('[name="vorname"]')?.value === "");
}

describe("time trap: a bot that posts at once is dropped and answered like a success; a person who needs 4 seconds is not", () => {
  it("a script fills the form and sends it at once: no request reaches the stand-in, yet it reads 'Vielen Dank'", async () => {
    const page = await openWithStoppedClock();
    await fillLikeAScript(page);
    await page.evaluate(() => document.querySelector("form")!.requestSubmit());
    await thanked(page);
    await expect(page.evaluate(() => localStorage.getItem("anfrage-entwurf"))).resolves.toBeNull();
    expect(stub.service.requests).toHaveLength(0);
  });

  it("the same fields without a keystroke (a tool filled them), sent 4 seconds after the form appeared: it arrives", async () => {
    const page = await openWithStoppedClock();
    await fillLikeAScript(page);
    await page.clock.fastForward(4000);
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await thanked(page);
    expect(stub.service.requests).toHaveLength(1);
    expect(stub.service.requests[0].fields).toMatchObject(VALUES);
  });

  it("a fast person who types and sends at once (no time passes on the page's clock): it arrives", async () => {
    const page = await openWithStoppedClock();
    await page.selectOption('select[name="anrede"]', VALUES.anrede);
    for (const name of ["vorname", "nachname", "email", "eventLocation", "nachricht"])
      await page.locator(`[name="${name}"]`).pressSequentially(VALUES[name]);
    await page.selectOption('select[name="eventTyp"]', VALUES.eventTyp);
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await thanked(page);
    expect(stub.service.requests).toHaveLength(1);
    expect(stub.service.requests[0].fields).toMatchObject(VALUES);
  });

  it("a draft restored from an earlier visit, sent at once: it arrives", async () => {
    const page = await openWithStoppedClock({ draft: VALUES });
    await expect(page.inputValue('[name="nachricht"]')).resolves.toBe(VALUES.nachricht);
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await thanked(page);
    expect(stub.service.requests).toHaveLength(1);
    expect(stub.service.requests[0].fields).toMatchObject(VALUES);
  });
});
