import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { Toasts } from "../../src/components/Toasts";
import { theme } from "../../src/styles/theme";
import { EnquiryForm } from "../../src/components/EnquiryForm";

const renderForm = (props: { selectedLocation?: string } = {}) =>
  render(
    <ThemeProvider theme={theme}>
      <EnquiryForm {...props} />
      <Toasts />
    </ThemeProvider>,
  );

describe("enquiry form", () => {
  it("gives every input its spec field name", () => {
    const { container } = renderForm();
    const names = [...container.querySelectorAll("input, select, textarea")].map((e) => e.getAttribute("name"));
    expect(names).toEqual(["anrede", "vorname", "nachname", "email", "telefon", "firma", "eventTyp", "eventDatum", "anzahlGaeste", "eventLocation", "nachricht", "budgetRahmen", "wieErfahren", "_gotcha"]);
  });

  it("shows the spec's messages at the fields on submit and focuses the first invalid field", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    expect(await screen.findByText("Bitte wählen Sie eine Anrede")).toBeInTheDocument();
    for (const message of ["Vorname ist erforderlich", "Nachname ist erforderlich", "Bitte geben Sie eine gültige E-Mail-Adresse ein", "Bitte wählen Sie einen Event-Typ", "Event-Location ist erforderlich", "Bitte beschreiben Sie Ihre Anfrage ausführlicher"]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    const anrede = screen.getByLabelText(/Anrede/);
    expect(anrede).toHaveFocus();
    expect(anrede).toHaveAttribute("aria-invalid", "true");
    expect(anrede).toHaveAccessibleDescription("Bitte wählen Sie eine Anrede");
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
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText(/Anrede/), "Frau");
    await user.type(screen.getByLabelText(/^Vorname/), "Jana");
    await user.type(screen.getByLabelText(/^Nachname/), "Schulz");
    await user.type(screen.getByLabelText(/^E-Mail/), "jana@example.de");
    await user.selectOptions(screen.getByLabelText(/Art der Veranstaltung/), "hochzeit");
    await user.type(screen.getByLabelText(/^Event-Location/), "Gut Basthorst");
    await user.type(screen.getByLabelText(/Ihre Nachricht/), "Hochzeit im Juni mit 90 Gästen");
    await user.click(screen.getByRole("button", { name: "Anfrage senden" }));
    expect(await screen.findByText("Fehler beim Senden")).toBeInTheDocument();
    expect(screen.getByText("Bitte versuchen Sie es erneut oder kontaktieren Sie mich direkt.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Anfrage senden" })).toBeEnabled());
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue("Jana");
    expect(screen.getByLabelText(/Ihre Nachricht/)).toHaveValue("Hochzeit im Juni mit 90 Gästen");
  });
});
