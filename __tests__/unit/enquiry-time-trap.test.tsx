import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { Toasts } from "../../src/components/Toasts";
import { theme } from "../../src/styles/theme";
import { EnquiryForm } from "../../src/components/EnquiryForm";
import { submitEnquiry } from "../../src/components/EnquiryForm/submit";
import {
  MIN_FILL_MS,
  armTimeTrap,
  isPersonEvent,
  tooFastForAPerson,
  watchForPerson,
} from "../../src/components/EnquiryForm/timeTrap";

// The stand-in for the form service: a recorded call means the enquiry left the browser.
jest.mock("../../src/components/EnquiryForm/submit", () => ({
  ...jest.requireActual("../../src/components/EnquiryForm/submit"),
  submitEnquiry: jest.fn(async () => true),
}));
const sent = submitEnquiry as jest.MockedFunction<typeof submitEnquiry>;

const CONTACT = { email: "info@example.de", phone: "040 1234 5678", phoneE164: "+494012345678" };
const VALUES = {
  anrede: "Frau",
  vorname: "Jana",
  nachname: "Schulz",
  email: "jana@example.de",
  eventTyp: "hochzeit",
  eventLocation: "Gut Basthorst",
  nachricht: "Hochzeit im Juni mit 90 Gästen",
};

const renderForm = () =>
  render(
    <ThemeProvider theme={theme}>
      <EnquiryForm
        siteUrl="https://www.example.de"
        contact={CONTACT}
        vatRate={0.19}
        source={{ page: "/hochzeits-dj-hamburg", way: "hero" }}
      />
      <Toasts />
    </ThemeProvider>,
  );

/** Fills every required field the way a script does: values set and events dispatched, none trusted. */
function fillLikeAScript(container: HTMLElement) {
  for (const [name, value] of Object.entries(VALUES)) {
    const field = container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    fireEvent.change(field, { target: { value } });
  }
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Anfrage senden" }));
const later = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  sent.mockClear();
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe("time trap (pure)", () => {
  it("drops only what comes in under three seconds with no sign of a person", () => {
    const trap = armTimeTrap(false, 1000);
    expect(tooFastForAPerson(trap, 1000)).toBe(true);
    expect(tooFastForAPerson(trap, 1000 + MIN_FILL_MS - 1)).toBe(true);
    expect(tooFastForAPerson(trap, 1000 + MIN_FILL_MS)).toBe(false);
    expect(tooFastForAPerson(armTimeTrap(true, 1000), 1000)).toBe(false);
  });

  it("counts a person's input only when the browser vouches for it", () => {
    for (const type of ["input", "change", "keydown", "paste"]) {
      expect(isPersonEvent({ type, isTrusted: true })).toBe(true);
      expect(isPersonEvent({ type, isTrusted: false })).toBe(false);
    }
    expect(isPersonEvent({ type: "focus", isTrusted: true })).toBe(false);
    expect(isPersonEvent({ type: "submit", isTrusted: true })).toBe(false);
  });

  it("a script's dispatched events leave the trap armed", () => {
    const form = document.createElement("form");
    const input = form.appendChild(document.createElement("input"));
    const trap = armTimeTrap(false);
    const stop = watchForPerson(form, trap);
    for (const type of ["input", "change", "keydown", "paste"]) input.dispatchEvent(new Event(type, { bubbles: true }));
    expect(trap.personSeen).toBe(false);
    stop();
  });
});

describe("time trap in the enquiry form (jsdom's events are untrusted: to the form they are a script's)", () => {
  it("a script that fills the form and sends at once: nothing is sent, it is thanked like a person", async () => {
    const { container } = renderForm();
    fillLikeAScript(container);
    await later(300); // the draft is written
    expect(localStorage.getItem("anfrage-entwurf")).not.toBeNull();
    send();
    expect(await screen.findByText("Vielen Dank für Ihre Anfrage!")).toBeInTheDocument();
    expect(screen.getByText("Ich melde mich schnellstmöglich bei Ihnen zurück.")).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await later(0);
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue(""); // reset, as after a real send
    expect(localStorage.getItem("anfrage-entwurf")).toBeNull();
    expect(screen.queryByText("Fehler beim Senden")).toBeNull();
  });

  it("still dropped just before three seconds", async () => {
    const { container } = renderForm();
    fillLikeAScript(container);
    await later(MIN_FILL_MS - 10);
    send();
    expect(await screen.findByText("Vielen Dank für Ihre Anfrage!")).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it("filled without keystrokes (a tool, dictation) but sent after 4 seconds: sent, with where it started", async () => {
    const { container } = renderForm();
    fillLikeAScript(container);
    await later(4000);
    send();
    expect(await screen.findByText("Vielen Dank für Ihre Anfrage!")).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    const [values, options] = sent.mock.calls[0];
    expect(values).toMatchObject(VALUES);
    expect(options.source).toEqual({ page: "/hochzeits-dj-hamburg", way: "hero" });
  });

  it("a restored draft, sent at once: sent", async () => {
    localStorage.setItem("anfrage-entwurf", JSON.stringify(VALUES));
    renderForm();
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue("Jana");
    send();
    expect(await screen.findByText("Vielen Dank für Ihre Anfrage!")).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0][0]).toMatchObject(VALUES);
  });
});
