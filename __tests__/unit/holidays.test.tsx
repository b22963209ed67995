import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/styles/theme";
import { AvailabilityCheck } from "../../src/components/AvailabilityCheck";
import { availabilityMessage } from "../../src/components/AvailabilityCheck.labels";
import { checkDate, holidayOf, nearestFreeDays } from "../../src/lib/availability";

/*
 * Issue 51 C2: the date check never offers Christmas Eve, the Christmas days, New Year's Eve or New
 * Year's Day as a stand-in for a booked day; a visitor who checks one of them reads its name beside
 * the date. Own availability lists; "today" is fixed.
 */

jest.mock("gatsby", () => jest.requireActual("../../__mocks__/gatsby"));

const TODAY = new Date("2026-11-20T12:00:00+01:00");
const list = (booked: string[]) => ({ updatedAt: "2026-11-20", booked, tentative: [] as string[] });

describe("holidays around the turn of the year", () => {
  it("knows the five by their day, and no other", () => {
    expect(["2026-12-24", "2026-12-25", "2026-12-26", "2026-12-31", "2027-01-01"].map(holidayOf)).toEqual([
      "heiligabend",
      "weihnachtstag1",
      "weihnachtstag2",
      "silvester",
      "neujahr",
    ]);
    expect(["2026-12-23", "2026-12-27", "2026-12-30", "2027-01-02"].map(holidayOf)).toEqual([null, null, null, null]);
  });

  it("a booked day before Christmas: the nearest free days, without 24 to 26 December", () => {
    // Wednesday 23 December; the 24th (Thursday) would be the second-nearest day.
    expect(nearestFreeDays("2026-12-23", list(["2026-12-23"]), TODAY)).toEqual([
      "2026-12-22",
      "2026-12-21",
      "2026-12-20",
    ]);
  });

  it("a booked day between the years: no New Year's Eve, no New Year's Day", () => {
    expect(nearestFreeDays("2026-12-30", list(["2026-12-30"]), TODAY)).toEqual([
      "2026-12-29",
      "2026-12-28",
      "2026-12-27",
    ]);
  });

  it("a booked Saturday before Christmas: the next Fridays and Saturdays that are no holiday", () => {
    const booked = ["2026-12-11", "2026-12-12", "2026-12-18", "2026-12-19"];
    // Christmas Friday and Saturday (25, 26) and New Year's Friday (1 January) are passed over.
    expect(nearestFreeDays("2026-12-19", list(booked), TODAY)).toEqual(["2026-12-05", "2027-01-02", "2026-12-04"]);
  });

  it("a holiday the visitor checks is named beside its date", () => {
    const answer = availabilityMessage(checkDate("2026-12-24", list([]), TODAY), "2026-11-20");
    expect(answer.status).toBe("Der Donnerstag, 24. Dezember 2026 (Heiligabend) ist noch frei.");
    const silvester = availabilityMessage(checkDate("31.12.2026", list(["2026-12-31"]), TODAY), "2026-11-20");
    expect(silvester.status).toBe("Der Donnerstag, 31. Dezember 2026 (Silvester) ist leider ausgebucht.");
    // Thursday 31 December is no weekend evening: the nearest days of any kind, New Year's Day passed over.
    expect(silvester.alternatives).toBe(
      "Noch frei: Mittwoch, 30. Dezember 2026; Dienstag, 29. Dezember 2026 und Samstag, 2. Januar 2027.",
    );
  });

  it("the date check's list of free days offers no holiday", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ThemeProvider theme={theme}>
        <AvailabilityCheck availability={list(["2026-12-23"])} today={TODAY} />
      </ThemeProvider>,
    );
    fireEvent.change(screen.getByLabelText("Wunschdatum"), { target: { value: "2026-12-23" } });
    await user.click(screen.getByRole("button", { name: "Prüfen" }));
    const offered = within(container.querySelector("[data-alternatives]") as HTMLElement).getAllByRole("link");
    expect(offered.map((a) => a.textContent)).toEqual([
      "Anfrage für Dienstag, 22. Dezember 2026",
      "Anfrage für Montag, 21. Dezember 2026",
      "Anfrage für Sonntag, 20. Dezember 2026",
    ]);
  });
});
