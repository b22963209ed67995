import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { Toasts } from "../../src/components/Toasts";
import { theme } from "../../src/styles/theme";
import { EnquiryForm } from "../../src/components/EnquiryForm";
import { firstValues } from "../../src/components/EnquiryForm/takeover";

const CONTACT = { email: "info@example.de", phone: "040 1234 5678", phoneE164: "+494012345678" };
const renderForm = (props: { selectedLocation?: string } = {}) =>
  render(
    <ThemeProvider theme={theme}>
      <EnquiryForm siteUrl="https://www.example.de" contact={CONTACT} vatRate={0.19} {...props} />
      <Toasts />
    </ThemeProvider>,
  );

describe("enquiry form", () => {
  // Each test starts without a draft or remembered choices: a draft an earlier test's typing saved late
  // (a busy machine) would otherwise fill this test's form.
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it("asks about the celebration first, then the person, then the message (issue #37)", () => {
    const { container } = renderForm();
    const names = [...container.querySelectorAll("input, select, textarea")].map((e) => e.getAttribute("name"));
    // The celebration first, then the person, then the message (issue #37), with the spec's names.
    expect(names).toEqual([
      "eventTyp",
      "eventDatum",
      "anzahlGaeste",
      "eventLocation",
      "anrede",
      "firma",
      "vorname",
      "nachname",
      "email",
      "telefon",
      "nachricht",
      "budgetRahmen",
      "wieErfahren",
      "paketWunsch",
      "preisSchaetzung",
      "angebotNr", // the quote being accepted (issue #42), hidden
      "_subject",
      "website",
      "_next",
      "_gotcha",
    ]);
    // Every field of the spec's enquiry (section 3), under the spec's name.
    expect(names).toEqual(
      expect.arrayContaining([
        "anrede",
        "vorname",
        "nachname",
        "email",
        "telefon",
        "firma",
        "eventTyp",
        "eventDatum",
        "anzahlGaeste",
        "eventLocation",
        "nachricht",
        "budgetRahmen",
        "wieErfahren",
      ]),
    );
  });

  it.each([
    ["nothing filled in", {}, "eventTyp"],
    ["the celebration filled in", { eventTyp: "hochzeit", eventLocation: "Gut Basthorst" }, "anrede"],
    [
      "all but surname and message",
      {
        eventTyp: "hochzeit",
        eventLocation: "Gut Basthorst",
        anrede: "Frau",
        vorname: "Jana",
        email: "jana@example.de",
      },
      "nachname",
    ],
    [
      "all but the message",
      {
        eventTyp: "hochzeit",
        eventLocation: "Gut Basthorst",
        anrede: "Frau",
        vorname: "Jana",
        nachname: "Schulz",
        email: "jana@example.de",
      },
      "nachricht",
    ],
  ] as const)("%s: sending focuses the first field still wrong, in the order on screen", async (_, filled, first) => {
    const user = userEvent.setup();
    const { container } = renderForm();
    for (const [name, value] of Object.entries(filled)) {
      const field = container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
      if (field.tagName === "SELECT") await user.selectOptions(field, value);
      else await user.type(field, value);
    }
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    await waitFor(() => expect(document.activeElement?.getAttribute("name")).toBe(first));
  });

  it("is a plain multipart form post with HTML validation until the app takes it over", () => {
    const { container } = renderForm();
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
    expect(form.noValidate).toBe(true); // the app validates with the spec's messages once it runs
    const required = [...form.querySelectorAll("[required]")].map((e) => e.getAttribute("name"));
    expect(required).toEqual(["eventTyp", "eventLocation", "anrede", "vorname", "nachname", "email", "nachricht"]);
    expect(form.querySelector('[name="_next"]')).toHaveValue("https://www.example.de/kontakt/danke");
    expect(form.querySelector('[name="_subject"]')).toHaveValue("Neue Anfrage von www.example.de");
  });

  it("shows the spec's messages at the fields on submit and focuses the first invalid field", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    expect(await screen.findByText("Bitte wählen Sie eine Anrede")).toBeInTheDocument();
    for (const message of [
      "Vorname ist erforderlich",
      "Nachname ist erforderlich",
      "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      "Bitte wählen Sie einen Event-Typ",
      "Event-Location ist erforderlich",
      "Bitte beschreiben Sie Ihre Anfrage ausführlicher",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // The form asks about the celebration first, so its first invalid field is the occasion.
    const eventTyp = screen.getByLabelText(/Art der Veranstaltung/);
    expect(eventTyp).toHaveFocus();
    expect(eventTyp).toHaveAttribute("aria-invalid", "true");
    expect(eventTyp).toHaveAccessibleDescription("Bitte wählen Sie einen Event-Typ");
    expect(screen.getByLabelText(/Anrede/)).toHaveAccessibleDescription("Bitte wählen Sie eine Anrede");
  });

  it("clears a message once the visitor fixes the field", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    await user.type(screen.getByLabelText(/^Vorname/), "Jana");
    expect(screen.queryByText("Vorname ist erforderlich")).toBeNull();
  });

  it("pre-fills the location from navigation state", () => {
    renderForm({ selectedLocation: "Schloss Ahrensburg" });
    expect(screen.getByLabelText(/^Event-Location/)).toHaveValue("Schloss Ahrensburg");
  });

  it("without a configured endpoint shows the failure toast and keeps every value", async () => {
    // jsdom's typing is not trusted: to the time trap this visitor is a tool, which must take 3 seconds.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await user.selectOptions(screen.getByLabelText(/Anrede/), "Frau");
    await user.type(screen.getByLabelText(/^Vorname/), "Jana");
    await user.type(screen.getByLabelText(/^Nachname/), "Schulz");
    await user.type(screen.getByLabelText(/^E-Mail/), "jana@example.de");
    await user.selectOptions(screen.getByLabelText(/Art der Veranstaltung/), "hochzeit");
    await user.type(screen.getByLabelText(/^Event-Location/), "Gut Basthorst");
    await user.type(screen.getByLabelText(/Ihre Nachricht/), "Hochzeit im Juni mit 90 Gästen");
    act(() => jest.advanceTimersByTime(4000));
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    expect(await screen.findByText("Fehler beim Senden")).toBeInTheDocument();
    expect(screen.getByText("Bitte versuchen Sie es erneut oder kontaktieren Sie mich direkt.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Anfrage senden" })).toBeEnabled());
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue("Jana");
    expect(screen.getByLabelText(/Ihre Nachricht/)).toHaveValue("Hochzeit im Juni mit 90 Gästen");
    // a way that cannot fail: the same enquiry by e-mail, and the phone
    const mail = screen.getAllByRole("link", { name: "Per E-Mail senden" })[0].getAttribute("href")!;
    expect(mail.startsWith("mailto:info@example.de?")).toBe(true);
    const body = decodeURIComponent(mail.split("&body=")[1]);
    for (const text of [
      "Anrede: Frau",
      "Vorname: Jana",
      "Nachname: Schulz",
      "E-Mail-Adresse: jana@example.de",
      "Art der Veranstaltung: Hochzeit",
      "Event-Location: Gut Basthorst",
      "Ihre Nachricht: Hochzeit im Juni mit 90 Gästen",
    ]) {
      expect(body).toContain(text);
    }
    expect(screen.getAllByRole("link", { name: /^Anrufen: 040/ })[0]).toHaveAttribute("href", "tel:+494012345678");
    expect(screen.getByRole("button", { name: "Erneut senden" })).toBeEnabled();
  });

  it("adopts what was typed into the page before the app ran, and the saved draft for the rest", () => {
    localStorage.setItem("anfrage-entwurf", JSON.stringify({ nachname: "Schulz", vorname: "Alt" }));
    // React keeps a server-rendered field's text when it hydrates; render into a form that has it.
    const { container } = renderForm({ selectedLocation: "Gut Basthorst" });
    expect(screen.getByLabelText(/^Nachname/)).toHaveValue("Schulz");
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue("Alt");
    expect(screen.getByLabelText(/^Event-Location/)).toHaveValue("Gut Basthorst");
    expect(container.querySelector("form")).toHaveAttribute("data-draft");
    localStorage.clear();
  });

  it("renders a later visit (client-side navigation) with the draft and what was brought along from the first frame", () => {
    localStorage.setItem("anfrage-entwurf", JSON.stringify({ vorname: "Jana", eventTyp: "geburtstag" }));
    const brought = { eventType: "hochzeit", eventDate: "20.06.2027", selectedLocation: "Gut Basthorst" };
    // At hydration the first render must match the static HTML: only the location (useTakeOver adopts the rest).
    expect(firstValues(brought)).toEqual({ eventLocation: "Gut Basthorst" });
    document.documentElement.dataset.app = "ready";
    try {
      expect(firstValues(brought)).toEqual({
        vorname: "Jana",
        eventTyp: "hochzeit", // brought along beats the draft
        eventDatum: "20.06.2027",
        eventLocation: "Gut Basthorst",
      });
      expect(firstValues({})).toEqual({ vorname: "Jana", eventTyp: "geburtstag" });
    } finally {
      delete document.documentElement.dataset.app;
      localStorage.clear();
    }
  });
});
