import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/styles/theme";
import { CallHint } from "../../src/components/CallHint";
import { WithActionBar } from "../../src/components/ActionBar";
import { EnquireCallButtons } from "../../src/components/ui/EnquireCallButtons";
import type { OpeningHoursRow } from "../../src/lib/opening-hours";

/*
 * Issue 51, item 7 "Evening callers": beside the call buttons and in the phones' action bar, when the
 * phone is answered – read in the browser at the visit, never frozen into the static HTML. Own
 * fixtures: hours, number and WhatsApp are this test's, not content's.
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
jest.mock("../../src/hooks/useSiteFacts", () => ({
  useSiteFacts: () => ({
    email: "buero@example.de",
    phone: "040 987 654",
    phoneE164: "+4940987654",
    whatsappE164: "+4917600000000",
    openingHours: HOURS,
  }),
  useSiteUrl: () => "https://www.example.de",
}));

/** A Saturday evening in Hamburg (winter time), a Wednesday noon, a Monday early morning. */
const SATURDAY_EVENING = new Date("2027-01-09T22:00:00+01:00");
const WEDNESDAY_NOON = new Date("2027-01-13T12:00:00+01:00");
const MONDAY_EARLY = new Date("2027-01-11T07:30:00+01:00");

const at = (now: Date) => jest.useFakeTimers({ now });
afterEach(() => jest.useRealTimers());

const theming = (ui: React.ReactElement) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;

/** The static page's HTML of a part, as the build writes it: no effect has run, the visit's time is unknown. */
function serverHtml(ui: React.ReactElement): string {
  const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");
  return renderToString(theming(ui));
}

describe("the hint beside the call buttons", () => {
  it("outside the hours says when the DJ answers and links to the callback form", () => {
    at(SATURDAY_EVENING);
    render(theming(<CallHint hours={HOURS} />));
    expect(screen.getByText(/Ab Montag 9 Uhr erreichbar/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Rückruf anfordern" })).toHaveAttribute("href", "/kontakt#rueckruf");
  });

  it("before the opening on a working day says „Heute ab …“", () => {
    at(MONDAY_EARLY);
    render(theming(<CallHint hours={HOURS} />));
    expect(screen.getByText(/Heute ab 9 Uhr erreichbar/)).toBeInTheDocument();
  });

  it("within the hours shows only the hours, and no callback link", () => {
    at(WEDNESDAY_NOON);
    render(theming(<CallHint hours={HOURS} />));
    expect(screen.getByText("Erreichbar Mo–Fr 9–17 Uhr, Sa 11–15 Uhr")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText(/erreichbar$/)).toBeNull();
  });

  it("on /kontakt links to the form on the same page, and shows no hours beside the hours table", () => {
    at(SATURDAY_EVENING);
    const { rerender } = render(theming(<CallHint hours={HOURS} showHours={false} callbackHref="#rueckruf" />));
    expect(screen.getByRole("link", { name: "Rückruf anfordern" })).toHaveAttribute("href", "#rueckruf");
    act(() => jest.setSystemTime(WEDNESDAY_NOON));
    rerender(theming(<CallHint hours={HOURS} showHours={false} callbackHref="#rueckruf" />));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText(/Erreichbar/)).toBeNull();
  });

  it("follows the clock while the page stays open: at the opening time the hint goes", () => {
    at(new Date("2027-01-11T08:59:30+01:00")); // Monday, half a minute before opening
    render(theming(<CallHint hours={HOURS} />));
    expect(screen.getByText(/Heute ab 9 Uhr erreichbar/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByText(/Heute ab 9 Uhr erreichbar/)).toBeNull();
    expect(screen.getByText("Erreichbar Mo–Fr 9–17 Uhr, Sa 11–15 Uhr")).toBeInTheDocument();
  });

  it("in the static HTML shows the plain hours at any time, and nothing that depends on the time", () => {
    at(SATURDAY_EVENING);
    const html = serverHtml(<CallHint hours={HOURS} />);
    expect(html).toContain("Erreichbar Mo–Fr 9–17 Uhr, Sa 11–15 Uhr");
    expect(html).not.toContain("href=");
    // The longest hint only reserves the line's room, in an attribute (never shown, never read out).
    const text = html.replace(/<[^>]*>/g, "");
    expect(text).not.toMatch(/erreichbar /);
    expect(text).not.toMatch(/Rückruf/);
  });

  it("sits under the heroes' call buttons", () => {
    at(SATURDAY_EVENING);
    render(theming(<EnquireCallButtons enquireLabel="Anfragen" phone="040 987 654" phoneE164="+4940987654" />));
    expect(screen.getByRole("link", { name: /Anrufen/ })).toHaveAttribute("href", "tel:+4940987654");
    expect(screen.getByText(/Ab Montag 9 Uhr erreichbar/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Rückruf anfordern" })).toHaveAttribute("href", "/kontakt#rueckruf");
  });
});

describe("the action bar's „Anrufen“", () => {
  const bar = () => within(screen.getByTestId("action-bar"));

  it("keeps its three buttons and outside the hours gets a second line „ab Mo 9 Uhr“", () => {
    at(SATURDAY_EVENING);
    render(theming(<WithActionBar>{null}</WithActionBar>));
    expect(bar().getAllByRole("link")).toHaveLength(3);
    const call = bar().getByRole("link", { name: /^Anrufen/ });
    expect(call).toHaveAttribute("href", "tel:+4940987654");
    expect(call).toHaveTextContent("ab Mo 9 Uhr");
    expect(call).toHaveAccessibleName(/^Anrufen ?, Ab Montag 9 Uhr erreichbar$/);
  });

  it("within the hours, and in the static HTML, says only „Anrufen“", () => {
    at(WEDNESDAY_NOON);
    render(theming(<WithActionBar>{null}</WithActionBar>));
    expect(bar().getByRole("link", { name: /^Anrufen/ })).toHaveAccessibleName("Anrufen");

    at(SATURDAY_EVENING);
    const html = serverHtml(<WithActionBar>{null}</WithActionBar>);
    expect(html).not.toContain("<small");
    expect(html).not.toMatch(/erreichbar/);
  });
});
