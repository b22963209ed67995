import type { Page } from "playwright-core";
import { useSite } from "../support/harness";
import { useFormService } from "../support/form-service";
import { enquiryHref } from "../../src/lib/enquiry-source";

/** Where an enquiry started (src/lib/enquiry-source.ts) travels with it as two plain fields – no cookie, no request of its own. */
const site = useSite();
const stub = useFormService(site);

async function fill(page: Page) {
  await page.selectOption('select[name="anrede"]', "Herr");
  await page.fill('[name="vorname"]', "Ole");
  await page.fill('[name="nachname"]', "Hansen");
  await page.fill('[name="email"]', "ole@example.de");
  await page.selectOption('select[name="eventTyp"]', "hochzeit");
  await page.fill('[name="eventLocation"]', "Elbschloss");
  await page.fill('[name="nachricht"]', "Hochzeit im Mai mit 80 Gästen.");
}

async function send(page: Page) {
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await page.getByText("Vielen Dank für Ihre Anfrage!").waitFor();
  expect(stub.service.requests).toHaveLength(1);
  return stub.service.requests[0].fields;
}

describe("the enquiry says where it started", () => {
  it("from a hero's link (/kontakt?von=/hochzeits-dj-hamburg&weg=hero): quelleSeite and quelleWeg arrive, nothing else is stored or sent", async () => {
    const href = enquiryHref({ from: "/hochzeits-dj-hamburg", way: "hero" });
    expect(href).toBe("/kontakt?von=/hochzeits-dj-hamburg&weg=hero");
    const { page, log, context } = await site.open(href, { consent: "declined" });
    await fill(page);
    const fields = await send(page);
    expect(fields).toMatchObject({ quelleSeite: "/hochzeits-dj-hamburg", quelleWeg: "hero", vorname: "Ole" });
    await expect(context.cookies()).resolves.toEqual([]);
    await expect(page.evaluate(() => Object.keys(localStorage).sort())).resolves.toEqual(["cookie-consent"]);
    expect(log.foreignRequests.filter((u) => !u.startsWith("http://127.0.0.1:9787/"))).toEqual([]);
  });

  it("a link that names a foreign address as its page sends the way only", async () => {
    const { page } = await site.open("/kontakt?von=https://spam.example/&weg=aktionsleiste", { consent: "declined" });
    await fill(page);
    const fields = await send(page);
    expect(fields.quelleWeg).toBe("aktionsleiste");
    expect(fields).not.toHaveProperty("quelleSeite");
  });

  it("without JavaScript the plain post carries neither field, and the service sees only the site's origin", async () => {
    const context = await site.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + enquiryHref({ from: "/hochzeits-dj-hamburg", way: "hero" }));
    await fill(page);
    const answered = context.waitForEvent("response", (r) => r.url().startsWith("http://127.0.0.1:9787/"));
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await answered;
    expect(stub.service.requests).toHaveLength(1);
    const [request] = stub.service.requests;
    expect(request.fields).toMatchObject({ vorname: "Ole", nachname: "Hansen" });
    expect(request.fields).not.toHaveProperty("quelleSeite");
    expect(request.fields).not.toHaveProperty("quelleWeg");
    expect(request.referer).toBe(`${site.url}/`); // strict-origin-when-cross-origin: no path, no query
  });
});
