// Issue 41, finding 7: every text field of the enquiry form and the Musikplanung has a limit, with a
// clear German message; the mailto fallback shortens a long message and says so.
import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/styles/theme";
import { EnquiryForm } from "../../src/components/EnquiryForm";
import { MAX_LENGTH, type FieldName } from "../../src/components/EnquiryForm/fields";
import { validateEnquiry } from "../../src/components/EnquiryForm/validate";
import { enquiryMailto, MAILTO_MESSAGE_MAX } from "../../src/components/EnquiryForm/mailto";
import { saveDraft } from "../../src/components/EnquiryForm/draft";
import { buildPayload } from "../../src/components/EnquiryForm/payload";
import { SendFallback } from "../../src/components/EnquiryForm/SendFallback";
import { ENQUIRY_FORM_LABELS, ENQUIRY_FORM_MESSAGES } from "../../src/components/EnquiryForm/EnquiryForm.labels";
import { AFTER_SEND_LABELS } from "../../src/components/EnquiryForm/AfterSend.labels";
import { SongList } from "../../src/components/MusicPlanner/SongList";
import { MomentList } from "../../src/components/MusicPlanner/MomentList";
import { validateSend } from "../../src/components/MusicPlanner/validate";
import { PLAN_LIMITS } from "../../src/lib/music-plan";
import { DRAFT_KEY } from "../../src/lib/storage-keys";

const CONTACT = { email: "info@example.de", phone: "040 1234 5678", phoneE164: "+494012345678" };
const HUGE = "a".repeat(3_000_000);
const complete = {
  anrede: "Frau",
  vorname: "Maren",
  nachname: "Petersen",
  email: "maren@example.de",
  eventTyp: "hochzeit",
  eventLocation: "Elbschloss",
  nachricht: "Hochzeit mit 90 Gästen, bitte mit Trauung.",
};
/** Text controls a visitor types into: not hidden, not the honeypot, not a number. */
const TEXT_CONTROLS =
  'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], input[type="url"]';
const typed = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_CONTROLS)].filter(
    (e) => !e.name.startsWith("_"),
  );

describe("enquiry form: limits", () => {
  it("every text field carries its maxlength", () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <EnquiryForm siteUrl="https://www.example.de" contact={CONTACT} vatRate={0.19} />
      </ThemeProvider>,
    );
    const fields = typed(container);
    expect(fields.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        "vorname",
        "nachname",
        "email",
        "telefon",
        "firma",
        "eventDatum",
        "eventLocation",
        "nachricht",
      ]),
    );
    for (const field of fields)
      expect([field.name, field.maxLength]).toEqual([field.name, MAX_LENGTH[field.name as FieldName]]);
  });

  it("says when a field's limit is reached", async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <EnquiryForm siteUrl="https://www.example.de" contact={CONTACT} vatRate={0.19} />
      </ThemeProvider>,
    );
    const first = screen.getByLabelText(/^Vorname/);
    await user.type(first, "x".repeat(MAX_LENGTH.vorname + 5));
    expect(first).toHaveValue("x".repeat(MAX_LENGTH.vorname));
    expect(screen.getByText(ENQUIRY_FORM_LABELS.limitReached(MAX_LENGTH.vorname))).toBeInTheDocument();
  });

  it("refuses a 3,000,000-character message with a German message naming the limit", () => {
    const errors = validateEnquiry({ ...complete, nachricht: HUGE });
    expect(errors.nachricht).toBe("Bitte kürzen Sie auf höchstens 10.000 Zeichen (jetzt 3.000.000)");
    expect(validateEnquiry({ ...complete, vorname: "x".repeat(81) }).vorname).toBe(
      ENQUIRY_FORM_MESSAGES.tooLong(80, 81),
    );
    expect(validateEnquiry(complete)).toEqual({});
  });

  it("keeps no field longer than its limit in the draft or the post", () => {
    saveDraft({ ...complete, nachricht: HUGE });
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).nachricht).toHaveLength(MAX_LENGTH.nachricht);
    const posted = buildPayload({ ...complete, paketWunsch: HUGE }, "www.example.de");
    expect(posted.find(([name]) => name === "paketWunsch")![1]).toHaveLength(MAX_LENGTH.paketWunsch);
  });
});

describe("enquiry form: the mailto fallback with a long message", () => {
  it("shortens the message, says so in the mail, and stays a short link", () => {
    const link = enquiryMailto({ ...complete, nachricht: `${"ä\n".repeat(2000)}Ende` }, CONTACT.email);
    expect(link.length).toBeLessThan(20_000);
    const body = decodeURIComponent(link.split("&body=")[1]);
    expect(body).toContain(AFTER_SEND_LABELS.mail.shortened(MAILTO_MESSAGE_MAX, 4004));
    expect(body).not.toContain("Ende");
  });

  it("keeps a message that fits whole, without the note", () => {
    const body = decodeURIComponent(enquiryMailto(complete, CONTACT.email).split("&body=")[1]);
    expect(body).toContain(complete.nachricht);
    expect(body).not.toContain("gekürzt");
  });

  it("tells the visitor next to the e-mail button", () => {
    render(
      <ThemeProvider theme={theme}>
        <SendFallback values={{ ...complete, nachricht: HUGE }} contact={CONTACT} inline />
      </ThemeProvider>,
    );
    const note = screen.getByText(ENQUIRY_FORM_LABELS.fallback.shortened(MAILTO_MESSAGE_MAX));
    const link = screen.getByRole("link", { name: ENQUIRY_FORM_LABELS.fallback.email });
    expect(link).toHaveAttribute("aria-describedby", note.id);
    expect(link.getAttribute("href")!.length).toBeLessThan(20_000);
  });
});

describe("Musikplanung: limits", () => {
  it("the text areas shown without JavaScript carry a maxlength", () => {
    const noop = () => {};
    const { container } = render(
      <ThemeProvider theme={theme}>
        <SongList
          list="wunsch"
          legend="Wunschtitel"
          songs={[]}
          ready
          noScriptHint=""
          onAdd={noop}
          onChange={noop}
          onRemove={noop}
        />
        <MomentList
          moments={[]}
          ready
          occasionChosen={false}
          occasionHint=""
          noScriptHint=""
          hintOf={() => undefined}
          onAdd={noop}
          onChange={noop}
          onRemove={noop}
          onMove={noop}
        />
      </ThemeProvider>,
    );
    const areas = [...container.querySelectorAll("textarea")];
    expect(areas).toHaveLength(2);
    for (const area of areas) expect(area.maxLength).toBe(PLAN_LIMITS.plain);
  });

  it("refuses a name, address or date over its limit with a German message", () => {
    const errors = validateSend(
      {
        name: "n".repeat(PLAN_LIMITS.name + 1),
        email: `${"e".repeat(PLAN_LIMITS.email)}@x.de`,
        date: "01.06.2099 ".repeat(3),
      },
      new Date("2026-11-25T12:00:00Z"),
    );
    expect(errors.name).toBe(
      `Bitte kürzen Sie auf höchstens ${PLAN_LIMITS.name} Zeichen (jetzt ${PLAN_LIMITS.name + 1})`,
    );
    expect(errors.email).toMatch(/^Bitte kürzen Sie auf höchstens 200 Zeichen/);
    expect(errors.date).toMatch(/^Bitte kürzen Sie auf höchstens 10 Zeichen/);
  });
});
