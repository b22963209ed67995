import fs from "fs";
import path from "path";
import React from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/styles/theme";
import { Toasts } from "../../src/components/Toasts";
import { CallbackForm } from "../../src/components/CallbackForm";
import type { OpeningHoursRow } from "../../src/lib/opening-hours";
import { CALLBACK_DRAFT_KEY } from "../../src/lib/storage-keys";

/*
 * Issue 51, item 7 "Evening callers": the callback request on /kontakt#rueckruf, as a visitor uses it.
 * Own fixtures: the hours, the contact and the form service's address are this test's, not content's.
 */
jest.mock("gatsby", () => jest.requireActual("../../__mocks__/gatsby"));

const HOURS: OpeningHoursRow[] = [
  {
    days: "Mo–Fr",
    schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "17:00",
  },
  { days: "Sa", schemaDays: ["Saturday"], opens: "11:00", closes: "15:00" },
  { days: "So", schemaDays: null, opens: null, closes: null },
];
const CONTACT = { email: "buero@example.de", phone: "040 987 654", phoneE164: "+4940987654" };
const ENDPOINT = "https://forms.example.test/f/rueckruf";

const renderForm = (hours: OpeningHoursRow[] = HOURS) =>
  render(
    <ThemeProvider theme={theme}>
      <CallbackForm hours={hours} siteUrl="https://www.example.de" contact={CONTACT} endpoint={ENDPOINT} />
      <Toasts />
    </ThemeProvider>,
  );

const fetchMock = jest.fn();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

/** jsdom's typing is not trusted: to the time trap this visitor is a tool, which must take 3 seconds. */
function typingVisitor() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Ihr Name/), "Jana Schulz");
  await user.type(screen.getByLabelText(/^Ihre Telefonnummer/), "0171 2345678");
  await user.selectOptions(screen.getByLabelText("Tag"), "Samstag (11–15 Uhr)");
  await user.selectOptions(screen.getByLabelText("Zeitfenster"), "Mittags (12–14 Uhr)");
}
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Rückruf anfordern" }));

/** The multipart fields of the n-th call to the form service. */
const sentFields = (call = 0): [string, string][] => {
  const body = fetchMock.mock.calls[call][1].body as FormData;
  return [...body.entries()].map(([name, value]) => [name, String(value)]);
};

describe("callback request", () => {
  it("is a plain multipart post to the form service, marked as a callback, until its code runs", () => {
    const { container } = renderForm();
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", ENDPOINT);
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
    expect(form.noValidate).toBe(true); // once the app runs, it checks with its own messages
    expect([...form.querySelectorAll("[required]")].map((e) => e.getAttribute("name"))).toEqual(["name", "telefon"]);
    expect(form.querySelector('[name="anfrageArt"]')).toHaveValue("rueckruf");
    expect(form.querySelector('[name="_next"]')).toHaveValue("https://www.example.de/kontakt/danke?art=rueckruf");
    expect(form.querySelector('[name="_subject"]')).toHaveValue("Rückrufbitte über www.example.de");
    // It must not share the enquiry form's draft handling of the inline script.
    expect(form).not.toHaveAttribute("data-draft");
  });

  it("offers the days and time windows of the opening hours, any day and any time first", () => {
    renderForm();
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole("option")
        .map((o) => o.textContent);
    expect(options("Tag")).toEqual(["Nächster möglicher Tag", "Mo–Fr (9–17 Uhr)", "Samstag (11–15 Uhr)"]);
    expect(options("Zeitfenster")).toEqual([
      "Egal – innerhalb der Öffnungszeiten",
      "Vormittags (9–12 Uhr)",
      "Mittags (12–14 Uhr)",
      "Nachmittags (14–17 Uhr)",
    ]);
  });

  it("asks for a name and a number it can call, at the fields, and focuses the first", async () => {
    const user = userEvent.setup();
    renderForm();
    await submit(user);
    const name = screen.getByLabelText(/^Ihr Name/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Bitte geben Sie Ihren Namen an");
    const phone = screen.getByLabelText(/^Ihre Telefonnummer/);
    expect(phone).toHaveAccessibleDescription(
      /Bitte geben Sie eine gültige Telefonnummer an, unter der ich Sie zurückrufen kann/,
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(name, "Jana");
    expect(screen.queryByText("Bitte geben Sie Ihren Namen an")).toBeNull();
    // No area code, too short, or letters: not a number to call back.
    for (const wrong of ["12345", "040 12", "0171 abc 45678"]) {
      await user.clear(phone);
      await user.type(phone, wrong);
      expect(phone).toHaveAttribute("aria-invalid", "true");
    }
    for (const right of ["040 1234 5678", "+43 1 2345678", "0049 171 2345678"]) {
      await user.clear(phone);
      await user.type(phone, right);
      expect(phone).not.toHaveAttribute("aria-invalid");
    }
  });

  it("sends its fields as the enquiry does – multipart, Accept: application/json – as a callback of its own kind", async () => {
    fetchMock.mockResolvedValue({ ok: true });
    const user = typingVisitor();
    renderForm();
    await fillIn(user);
    wait(4000);
    await submit(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ Accept: "application/json" });
    expect(init.body).toBeInstanceOf(FormData);
    expect(sentFields()).toEqual([
      ["name", "Jana Schulz"],
      ["telefon", "0171 2345678"],
      ["rueckrufTag", "Samstag (11–15 Uhr)"],
      ["zeitfenster", "Mittags (12–14 Uhr)"],
      ["anfrageArt", "rueckruf"],
      ["_subject", "Rückrufbitte von Jana Schulz"],
      ["website", "localhost"],
    ]);
    // Thanked, told when, and the form is empty again.
    expect(await screen.findByText("Vielen Dank für Ihre Rückrufbitte!")).toBeInTheDocument();
    const note = screen.getByTestId("callback-sent");
    expect(note).toHaveTextContent("Jana Schulz");
    expect(note).toHaveTextContent("0171 2345678");
    expect(note).toHaveTextContent("Samstag (11–15 Uhr), Mittags (12–14 Uhr)");
    wait(10);
    await waitFor(() => expect(screen.getByLabelText(/^Ihr Name/)).toHaveValue(""));
    wait(300);
    expect(localStorage.getItem(CALLBACK_DRAFT_KEY)).toBeNull();
  });

  it("on failure keeps every value and offers retry, the request by e-mail and the phone", async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500 }).mockRejectedValueOnce(new TypeError("offline"));
    const user = typingVisitor();
    renderForm();
    await fillIn(user);
    wait(4000);
    await submit(user);
    // The enquiry's error toast (spec section 8).
    expect(await screen.findByText("Fehler beim Senden")).toBeInTheDocument();
    expect(screen.getByText("Bitte versuchen Sie es erneut oder kontaktieren Sie mich direkt.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Rückruf anfordern" })).toBeEnabled());
    expect(screen.getByLabelText(/^Ihr Name/)).toHaveValue("Jana Schulz");
    expect(screen.getByLabelText(/^Ihre Telefonnummer/)).toHaveValue("0171 2345678");
    expect(screen.getByLabelText("Tag")).toHaveValue("Samstag (11–15 Uhr)");
    expect(screen.getByLabelText("Zeitfenster")).toHaveValue("Mittags (12–14 Uhr)");

    // Under the button and in the toast: the same request by e-mail, and the phone.
    const fallback = screen.getByTestId("send-fallback");
    const mail = within(fallback).getByRole("link", { name: "Per E-Mail senden" }).getAttribute("href")!;
    expect(mail.startsWith("mailto:buero@example.de?")).toBe(true);
    expect(decodeURIComponent(mail.split("?subject=")[1].split("&")[0])).toBe("Rückrufbitte von Jana Schulz");
    const body = decodeURIComponent(mail.split("&body=")[1]);
    for (const line of ["Ihr Name: Jana Schulz", "Ihre Telefonnummer: 0171 2345678", "Tag: Samstag (11–15 Uhr)"])
      expect(body).toContain(line);
    expect(within(fallback).getByRole("link", { name: /^Anrufen: 040 987 654/ })).toHaveAttribute(
      "href",
      "tel:+4940987654",
    );

    // Retry sends the same request again (here it fails once more, and the values still stay).
    await user.click(within(fallback).getByRole("button", { name: "Erneut senden" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentFields(1)).toEqual(sentFields(0));
    await waitFor(() => expect(screen.getByRole("button", { name: "Rückruf anfordern" })).toBeEnabled());
    expect(screen.getByLabelText(/^Ihr Name/)).toHaveValue("Jana Schulz");
    expect(screen.getByTestId("send-fallback")).toBeInTheDocument();
    expect(localStorage.getItem(CALLBACK_DRAFT_KEY)).toContain("Jana Schulz");
  });

  it("keeps an unsent request across a reload, but not the preset choices alone", async () => {
    const user = typingVisitor();
    const first = renderForm();
    wait(500);
    expect(localStorage.getItem(CALLBACK_DRAFT_KEY)).toBeNull(); // nothing typed yet
    await user.type(screen.getByLabelText(/^Ihr Name/), "Jana Schulz");
    await user.selectOptions(screen.getByLabelText("Zeitfenster"), "Vormittags (9–12 Uhr)");
    wait(500);
    expect(JSON.parse(localStorage.getItem(CALLBACK_DRAFT_KEY)!)).toEqual({
      name: "Jana Schulz",
      zeitfenster: "Vormittags (9–12 Uhr)",
    });
    first.unmount();

    renderForm();
    expect(screen.getByLabelText(/^Ihr Name/)).toHaveValue("Jana Schulz");
    expect(screen.getByLabelText("Zeitfenster")).toHaveValue("Vormittags (9–12 Uhr)");
    expect(screen.getByLabelText("Tag")).toHaveValue("Nächster möglicher Tag");
  });

  it("adopts what the visitor typed and chose in the page before its code had started", async () => {
    const ui = (
      <ThemeProvider theme={theme}>
        <CallbackForm hours={HOURS} siteUrl="https://www.example.de" contact={CONTACT} endpoint={ENDPOINT} />
      </ThemeProvider>
    );
    // The page's HTML as the build writes it (Node's server renderer: jsdom lacks the browser one's MessageChannel).
    const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(ui);
    (container.querySelector('[name="name"]') as HTMLInputElement).value = "Jana Schulz";
    (container.querySelector('[name="zeitfenster"]') as HTMLSelectElement).value = "Nachmittags (14–17 Uhr)";
    jest.useFakeTimers();
    render(ui, { container, hydrate: true });
    expect(screen.getByLabelText(/^Ihr Name/)).toHaveValue("Jana Schulz");
    expect(screen.getByLabelText("Zeitfenster")).toHaveValue("Nachmittags (14–17 Uhr)");
    wait(500);
    expect(JSON.parse(localStorage.getItem(CALLBACK_DRAFT_KEY)!)).toEqual({
      name: "Jana Schulz",
      zeitfenster: "Nachmittags (14–17 Uhr)",
    });
  });

  it("drops a kept choice that the opening hours no longer offer", () => {
    localStorage.setItem(CALLBACK_DRAFT_KEY, JSON.stringify({ name: "Jana", zeitfenster: "Abends (18–20 Uhr)" }));
    renderForm();
    expect(screen.getByLabelText(/^Ihr Name/)).toHaveValue("Jana");
    expect(screen.getByLabelText("Zeitfenster")).toHaveValue("Egal – innerhalb der Öffnungszeiten");
  });

  it("is named in the privacy policy with the draft it keeps in the browser", () => {
    const policy = fs.readFileSync(path.resolve(__dirname, "../../content/legal/legal.yaml"), "utf8");
    expect(policy).toContain(CALLBACK_DRAFT_KEY);
  });
});
