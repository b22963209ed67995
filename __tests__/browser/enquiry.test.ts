import type { Page } from "playwright-core";
import { useSite } from "../support/harness";
import { useFormService } from "../support/form-service";

const site = useSite();
const stub = useFormService(site);

const VALUES = {
  vorname: "Jürgen 🎉",
  nachname: "Müller",
  email: "juergen.mueller@example.de",
  telefon: "040 987654",
  firma: "Hafen & Co. KG",
  anzahlGaeste: "120",
  eventLocation: "Speicherstadtmuseum",
  nachricht: "Sommerfest für unser Team mit Dinner und anschließender Party.",
};

async function fillForm(page: Page) {
  await page.selectOption('select[name="anrede"]', "Herr");
  for (const [name, value] of Object.entries(VALUES)) await page.fill(`[name="${name}"]`, value);
  await page.selectOption('select[name="eventTyp"]', "firmenfeier");
  await page.selectOption('select[name="budgetRahmen"]', "1800-2500");
  await page.selectOption('select[name="wieErfahren"]', "empfehlung");
  // pick a date in the calendar: open it, go to next month, choose the 15th
  await page.getByRole("button", { name: "Kalender öffnen" }).click();
  await page.getByRole("button", { name: /nächsten Monat|Next Month/i }).click();
  await page.locator(".rdp-day_button", { hasText: /^15$/ }).first().click();
}

const expectedDate = () => {
  const d = new Date();
  const next = new Date(d.getFullYear(), d.getMonth() + 1, 15);
  return `15.${String(next.getMonth() + 1).padStart(2, "0")}.${next.getFullYear()}`;
};

async function expectValuesKept(page: Page) {
  for (const [name, value] of Object.entries(VALUES))
    await expect(page.inputValue(`[name="${name}"]`)).resolves.toBe(value);
  await expect(page.inputValue('[name="eventDatum"]')).resolves.toBe(expectedDate());
  await expect(page.inputValue('select[name="eventTyp"]')).resolves.toBe("firmenfeier");
}

describe("enquiry form against a stand-in form service", () => {
  it("sends every field as multipart data and thanks the visitor", async () => {
    const { page, log } = await site.open("/kontakt", { consent: "declined" });
    await fillForm(page);
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await page.getByText("Vielen Dank für Ihre Anfrage!").waitFor();
    await page.getByText("Ich melde mich schnellstmöglich bei Ihnen zurück.").waitFor();
    expect(stub.service.requests).toHaveLength(1);
    const [request] = stub.service.requests;
    const host = new URL(site.url).host;
    expect(request.method).toBe("POST");
    expect(request.accept).toBe("application/json");
    expect(request.contentType).toMatch(/^multipart\/form-data/);
    expect(request.fields).toEqual({
      anrede: "Herr",
      vorname: "Jürgen 🎉",
      nachname: "Müller",
      email: "juergen.mueller@example.de",
      telefon: "040 987654",
      firma: "Hafen & Co. KG",
      eventTyp: "firmenfeier",
      eventDatum: expectedDate(),
      anzahlGaeste: "120",
      eventLocation: "Speicherstadtmuseum",
      nachricht: VALUES.nachricht,
      budgetRahmen: "1800-2500",
      wieErfahren: "empfehlung",
      quelleWeg: "direkt", // /kontakt opened without an entry point's link
      _subject: `Neue Anfrage von ${host}`,
      website: host,
    });
    await expect(page.inputValue('[name="vorname"]')).resolves.toBe(""); // form reset
    // …and the visitor still sees what was sent and what happens next, with the focus on it.
    const summary = page.getByTestId("sent-summary");
    await expect(summary.innerText()).resolves.toContain(VALUES.eventLocation);
    await expect(summary.innerText()).resolves.toContain("Firmenfeier");
    await expect(summary.innerText()).resolves.toContain("1.800 – 2.500 € zzgl. MwSt.");
    await expect(
      summary.getByRole("heading", { level: 3 }).evaluate((h) => h === document.activeElement),
    ).resolves.toBe(true);
    expect(log.foreignRequests.filter((u) => !u.startsWith("http://127.0.0.1:9787/"))).toEqual([]);
  });

  it.each([500, 429])("shows the error toast on status %i and keeps every value", async (status) => {
    stub.service.respondWith(status);
    const { page } = await site.open("/kontakt", { consent: "declined" });
    await fillForm(page);
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await page.getByText("Fehler beim Senden").waitFor();
    await page.getByText("Bitte versuchen Sie es erneut oder kontaktieren Sie mich direkt.").waitFor();
    await expectValuesKept(page);
  });

  it("shows the error toast when the connection is refused and keeps every value", async () => {
    await stub.service.refuseConnections();
    try {
      const { page } = await site.open("/kontakt", { consent: "declined" });
      await fillForm(page);
      await page.getByRole("button", { name: "Anfrage senden" }).click();
      await page.getByText("Fehler beim Senden").waitFor();
      await expectValuesKept(page);
    } finally {
      await stub.service.listenAgain();
    }
  });

  it("disables the button with 'Wird gesendet...' while pending and sends one request on a double click", async () => {
    stub.service.respondWith(200, 1500);
    const { page } = await site.open("/kontakt", { consent: "declined" });
    await fillForm(page);
    await page.getByRole("button", { name: "Anfrage senden" }).dblclick();
    const busy = page.getByRole("button", { name: "Wird gesendet..." });
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);
    await page.getByText("Vielen Dank für Ihre Anfrage!").waitFor();
    expect(stub.service.requests).toHaveLength(1);
  });

  it("rejects bad input at the fields and sends nothing", async () => {
    const { page } = await site.open("/kontakt", { consent: "declined" });
    await page.fill('[name="vorname"]', "   ");
    await page.fill('[name="nachname"]', "M");
    await page.fill('[name="email"]', "max@");
    await page.fill('[name="eventDatum"]', "01.01.2020");
    await page.fill('[name="nachricht"]', "kurz");
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    for (const message of [
      "Bitte wählen Sie eine Anrede",
      "Vorname ist erforderlich",
      "Nachname ist erforderlich",
      "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      "Bitte wählen Sie einen Event-Typ",
      "Event-Location ist erforderlich",
      "Bitte beschreiben Sie Ihre Anfrage ausführlicher",
      "Das Datum darf nicht in der Vergangenheit liegen",
    ]) {
      await page.getByText(message).waitFor();
    }
    // The form asks about the celebration first: its first invalid field is the occasion.
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("eventTyp");
    expect(stub.service.requests).toHaveLength(0);
  });

  it("calendar: German, Monday first, past days disabled, keyboard and click-to-clear", async () => {
    // The 15th of this month at noon: yesterday is always in the month the calendar opens on.
    const now = new Date();
    const clock = new Date(now.getFullYear(), now.getMonth(), 15, 12);
    const { page } = await site.open("/kontakt", { consent: "declined", clock });
    await page.getByRole("button", { name: "Kalender öffnen" }).click();
    const grid = page.getByRole("grid");
    await expect(grid.locator("th").first().textContent()).resolves.toMatch(/^Mo/);
    await expect(page.locator(".rdp-day_button", { hasText: /^14$/ }).first().isDisabled()).resolves.toBe(true);
    // keyboard: the focused day moves with the arrow keys and Enter selects it
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const picked = await page.inputValue('[name="eventDatum"]');
    expect(picked).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    // clicking the selected day again clears it
    await page.getByRole("button", { name: "Kalender öffnen" }).click();
    await page.locator(".rdp-selected .rdp-day_button").click();
    await expect(page.inputValue('[name="eventDatum"]')).resolves.toBe("");
  });
});
