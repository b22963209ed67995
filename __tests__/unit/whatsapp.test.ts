/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { whatsappDigits, whatsappUrl } from "../../src/lib/whatsapp";
import { WHATSAPP_LABELS } from "../../src/components/WhatsAppLink.labels";

const WHATSAPP_GREETING = WHATSAPP_LABELS.greeting;

const site = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/site/site.yaml"), "utf8")) as {
  phoneE164?: string;
};

describe("WhatsApp link", () => {
  it("carries the number from site.yaml as digits and the German greeting, encoded", () => {
    const url = new URL(whatsappUrl(site.phoneE164, WHATSAPP_GREETING) as string);
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe(`/${(site.phoneE164 ?? "").replace(/\D/g, "")}`);
    expect(url.searchParams.get("text")).toBe(WHATSAPP_GREETING);
    expect(WHATSAPP_GREETING).toMatch(/^Hallo/);
  });

  it("encodes umlauts, spaces and reserved characters in the text", () => {
    const url = whatsappUrl("+49 40 1234 5678", "Grüße & Fragen? 100% #DJ") as string;
    expect(url).toBe("https://wa.me/494012345678?text=Gr%C3%BC%C3%9Fe%20%26%20Fragen%3F%20100%25%20%23DJ");
  });

  it.each([
    ["+49 40 1234-5678", "494012345678"],
    ["0049 40 12345678", "494012345678"],
    ["040 1234 5678", "494012345678"],
  ])("%s becomes the international number %s", (phone, digits) =>
    expect(whatsappUrl(phone, "Hallo")).toBe(`https://wa.me/${digits}?text=Hallo`),
  );

  it.each([undefined, null, "", "   ", "+49", "keine Nummer"])("no usable number (%j): no link", (phone) =>
    expect([whatsappUrl(phone, "Hallo"), whatsappDigits(phone)]).toEqual([null, null]),
  );

  it("the greeting can name the visitor's date", () => {
    expect(WHATSAPP_LABELS.greetingOn("Samstag, 12. Dezember 2026")).toMatch(
      /^Hallo.* am Samstag, 12\. Dezember 2026\.$/,
    );
    expect(WHATSAPP_LABELS.greetingOn()).toBe(WHATSAPP_GREETING);
  });
});
