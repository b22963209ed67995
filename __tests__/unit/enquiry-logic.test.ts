import { validateEnquiry } from "../../src/components/EnquiryForm/validate";
import { buildPayload } from "../../src/components/EnquiryForm/payload";
import { nextState } from "../../src/components/EnquiryForm/state";
import type { EnquiryValues } from "../../src/components/EnquiryForm/fields";
import { ENQUIRY_FORM_MESSAGES as MESSAGES } from "../../src/components/EnquiryForm/EnquiryForm.labels";

const TODAY = new Date(2026, 10, 21);
const valid: EnquiryValues = {
  anrede: "Frau",
  vorname: "Jana",
  nachname: "Schulz",
  email: "jana.schulz@example.de",
  eventTyp: "hochzeit",
  eventLocation: "Gut Basthorst",
  nachricht: "Wir heiraten im Sommer und suchen einen DJ.",
};
const errorsFor = (change: Partial<EnquiryValues>) => validateEnquiry({ ...valid, ...change }, TODAY);

describe("enquiry validation (spec section 5)", () => {
  it("accepts a complete enquiry", () => {
    expect(validateEnquiry(valid, TODAY)).toEqual({});
  });

  it.each<[keyof EnquiryValues, string | undefined, string]>([
    ["anrede", "", "Bitte wählen Sie eine Anrede"],
    ["vorname", "J", "Vorname ist erforderlich"],
    ["vorname", "   ", "Vorname ist erforderlich"],
    ["nachname", "S", "Nachname ist erforderlich"],
    ["email", "a@b", "Bitte geben Sie eine gültige E-Mail-Adresse ein"],
    ["email", "max@", "Bitte geben Sie eine gültige E-Mail-Adresse ein"],
    ["email", "", "Bitte geben Sie eine gültige E-Mail-Adresse ein"],
    ["eventTyp", "", "Bitte wählen Sie einen Event-Typ"],
    ["eventLocation", "H", "Event-Location ist erforderlich"],
    ["nachricht", "Hallo DJ", "Bitte beschreiben Sie Ihre Anfrage ausführlicher"],
    ["eventDatum", "20.11.2026", MESSAGES.eventDatumPast],
    ["eventDatum", "31.02.2027", MESSAGES.eventDatumFormat],
    ["anzahlGaeste", "achtzig", MESSAGES.anzahlGaeste],
  ])("%s = %p → %s", (field, value, message) => {
    expect(errorsFor({ [field]: value })[field as keyof ReturnType<typeof errorsFor>]).toBe(message);
  });

  it("accepts umlauts, emoji and very long messages; optional fields may stay empty", () => {
    expect(
      errorsFor({
        vorname: "Jürgen 🎉",
        nachname: "Müller-Lüdenscheidt",
        nachricht: "x".repeat(10_000),
        eventDatum: "21.11.2026",
        anzahlGaeste: "120",
      }),
    ).toEqual({});
  });
});

describe("enquiry payload (spec section 7)", () => {
  it("sends every non-empty field as text, plus _subject and website", () => {
    const entries = buildPayload(
      { ...valid, telefon: "  ", firma: "", eventDatum: "24.12.2026", anzahlGaeste: "80", budgetRahmen: "2500+" },
      "dj.example.test",
    );
    expect(entries).toEqual([
      ["eventTyp", "hochzeit"],
      ["eventDatum", "24.12.2026"],
      ["anzahlGaeste", "80"],
      ["eventLocation", "Gut Basthorst"],
      ["anrede", "Frau"],
      ["vorname", "Jana"],
      ["nachname", "Schulz"],
      ["email", "jana.schulz@example.de"],
      ["nachricht", "Wir heiraten im Sommer und suchen einen DJ."],
      ["budgetRahmen", "2500+"],
      ["_subject", "Neue Anfrage von dj.example.test"],
      ["website", "dj.example.test"],
    ]);
  });

  it("sends markup typed into a name as plain text (never interpreted)", () => {
    const values = { ...valid, vorname: "<script>alert(1)</script>" };
    expect(validateEnquiry(values, TODAY)).toEqual({});
    expect(buildPayload(values, "h")).toContainEqual(["vorname", "<script>alert(1)</script>"]);
  });

  it("sends where the enquiry started as quelleSeite and quelleWeg, each only when known", () => {
    const fields = (source: Parameters<typeof buildPayload>[2]) =>
      buildPayload(valid, "h", source).filter(([name]) => name.startsWith("quelle"));
    expect(fields({ page: "/hochzeits-dj-hamburg", way: "hero" })).toEqual([
      ["quelleSeite", "/hochzeits-dj-hamburg"],
      ["quelleWeg", "hero"],
    ]);
    expect(fields({ way: "direkt" })).toEqual([["quelleWeg", "direkt"]]);
    expect(fields({ page: "/event-dj-kiel" })).toEqual([["quelleSeite", "/event-dj-kiel"]]);
    expect(fields(null)).toEqual([]);
    expect(fields(undefined)).toEqual([]);
  });

  it("passes a filled honeypot on so the form service can drop the bot", () => {
    expect(buildPayload({ ...valid, _gotcha: "spam" }, "h")).toContainEqual(["_gotcha", "spam"]);
  });
});

describe("enquiry states (spec section 4)", () => {
  it("idle → submitting → success, and failure keeps a retry open", () => {
    expect(nextState("idle", "submit")).toBe("submitting");
    expect(nextState("submitting", "succeeded")).toBe("success");
    expect(nextState("submitting", "failed")).toBe("failure");
    expect(nextState("failure", "submit")).toBe("submitting");
    expect(nextState("success", "edit")).toBe("idle");
  });

  it("ignores a second submit and edits while a request is pending", () => {
    expect(nextState("submitting", "submit")).toBe("submitting");
    expect(nextState("submitting", "edit")).toBe("submitting");
    expect(nextState("idle", "succeeded")).toBe("idle");
  });
});
