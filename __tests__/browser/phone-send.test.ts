/**
 * The moment of sending on a phone (375 × 812, touch): no state of the form – sent, failed, with long
 * input – is wider than the phone. That the consent banner covers neither the proof nor the way to
 * call and enquire, and that the DJ's face is there, the phone tour checks (phone-path.test.ts).
 */
import type { Page } from "playwright-core";
import { useSite } from "../support/harness";
import { useFormService } from "../support/form-service";

const site = useSite();
const stub = useFormService(site);

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("the form on a phone is never wider than the phone", () => {
  const LONG_EMAIL = `${"a".repeat(27)}.${"b".repeat(10)}@beispiel.de`; // 50 characters
  const LONG_TEXT = "Hochzeitsfeier".repeat(12);

  async function fill(page: Page) {
    await page.selectOption('select[name="anrede"]', "Frau");
    await page.fill('[name="vorname"]', "Maximiliane-Friederike");
    await page.fill('[name="nachname"]', "Oberhausen-Schleswig");
    await page.fill('[name="email"]', LONG_EMAIL);
    await page.selectOption('select[name="eventTyp"]', "geburtstag");
    await page.fill('[name="eventLocation"]', LONG_TEXT);
    await page.fill('[name="nachricht"]', `${LONG_TEXT} ${LONG_TEXT}`);
  }

  it("the e-mail address has 50 characters", () => expect(LONG_EMAIL).toHaveLength(50));

  it.each([375, 320])("at %i px: after sending the confirmation fits and shows the whole address", async (width) => {
    const { page } = await site.open("/kontakt", { width, consent: "declined" });
    await fill(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    const summary = page.getByTestId("sent-summary");
    await summary.waitFor();
    expect(stub.service.requests).toHaveLength(1);
    expect(await summary.innerText()).toContain(LONG_EMAIL.slice(0, 20));
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    const box = await summary.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  });

  it("at 320 px: after a failed send, with everything kept, nothing is wider either", async () => {
    stub.service.respondWith(500);
    const { page } = await site.open("/kontakt", { width: 320, consent: "declined" });
    await fill(page);
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await page.getByText("Fehler beim Senden").waitFor();
    await expect(page.inputValue('[name="email"]')).resolves.toBe(LONG_EMAIL);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  });
});
