import React from "react";
import path from "path";
import fs from "fs";
import yaml from "js-yaml";
import { act, render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/styles/theme";
import { Availability, visitorScarcity } from "../../src/sections/christmas/Availability";
import { scarcity, seasonYearOfDay } from "../../src/lib/season";
import { rememberChoices } from "../../src/lib/visit-choices";
import { BUILD_DAY_ID, tokensExtension } from "../../gatsby/tokens";

/*
 * Issue 51 C1: the Christmas pages' scarcity line names the December the visitor plans for – the
 * season of a day they checked in the date check – not the build's December, and counts that
 * December's Fridays and Saturdays. Own availability lists and template; "today" is fixed.
 */

jest.mock("gatsby", () => jest.requireActual("../../__mocks__/gatsby"));

// December 2026: Fridays 4, 11, 18, 25, Saturdays 5, 12, 19, 26 (8 evenings).
// December 2027: Fridays 3, 10, 17, 24, 31, Saturdays 4, 11, 18, 25 (9 evenings).
const availability = {
  updatedAt: "2026-11-20",
  booked: ["2026-12-04", "2026-12-05", "2026-12-11", "2026-12-12", "2026-12-18", "2026-12-19", "2027-12-03"],
  tentative: ["2027-12-04", "2027-12-10", "2027-12-11", "2027-12-17"],
};
const TEMPLATE = "Schon {scarcityPercent} % der Abende im Dezember {year} sind vergeben.";
const NOW = new Date("2026-11-20T12:00:00+01:00");

describe("the season a visitor plans for", () => {
  it("is the December of the checked day's year; a January day belongs to the December before", () => {
    expect(seasonYearOfDay("2027-09-11")).toBe(2027);
    expect(seasonYearOfDay("2027-12-10")).toBe(2027);
    expect(seasonYearOfDay("2028-01-08")).toBe(2027);
  });

  it("counts the Fridays and Saturdays of that December", () => {
    expect(scarcity(availability, NOW)).toMatchObject({ year: 2026, total: 8, taken: 6, percent: 75, show: true });
    expect(scarcity(availability, NOW, 2027)).toMatchObject({
      year: 2027,
      total: 9,
      taken: 5,
      percent: 55,
      show: true,
    });
    expect(scarcity(availability, NOW, 2028)).toMatchObject({ year: 2028, taken: 0, show: false });
  });

  it("fills the line for the visitor: the checked day's December, else the coming one", () => {
    expect(visitorScarcity(TEMPLATE, availability, NOW, "2027-12-10")).toEqual({
      text: "Schon 55 % der Abende im Dezember 2027 sind vergeben.",
      shown: true,
    });
    expect(visitorScarcity(TEMPLATE, availability, NOW, null)).toEqual({
      text: "Schon 75 % der Abende im Dezember 2026 sind vergeben.",
      shown: true,
    });
    expect(visitorScarcity(TEMPLATE, availability, NOW, "2028-12-08").shown).toBe(false);
  });
});

describe("the scarcity line on a Christmas page", () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers({ now: NOW, doNotFake: ["queueMicrotask", "setImmediate", "nextTick"] });
  });
  afterEach(() => jest.useRealTimers());

  const built = "Schon 75 % der Abende im Dezember 2026 sind vergeben.";
  const page = (template: string | null = TEMPLATE) =>
    render(
      <ThemeProvider theme={theme}>
        <Availability
          title="Begrenzt"
          text={built}
          template={template}
          built={{ scarcityYear: 2026, scarcityPercent: 75 }}
          availability={availability}
          button="Anfragen"
        />
      </ThemeProvider>,
    );

  it("follows a day checked in the date check: December 2027, not the build's December 2026", () => {
    page();
    expect(screen.getByTestId("availability-text")).toHaveTextContent("Dezember 2026");
    act(() => rememberChoices({ datum: "2027-12-10" }));
    expect(screen.getByTestId("availability-text")).toHaveTextContent(
      "Schon 55 % der Abende im Dezember 2027 sind vergeben.",
    );
  });

  it("a day checked earlier in the visit counts from the start", () => {
    rememberChoices({ datum: "2027-12-17" });
    page();
    expect(screen.getByTestId("availability-text")).toHaveTextContent("Dezember 2027");
  });

  it("hides when the visitor's December is not scarce", () => {
    const { container } = page();
    act(() => rememberChoices({ datum: "2028-12-08" }));
    expect(container.querySelector("section")).toHaveAttribute("hidden");
  });

  it("keeps the built line where the template is not its own (an edited preview) or missing", () => {
    rememberChoices({ datum: "2027-12-10" });
    page("Ganz anderer Text {year}");
    expect(screen.getByTestId("availability-text")).toHaveTextContent(built);
  });
});

describe("the build leaves the visitor's tokens in the template", () => {
  const content = path.resolve(__dirname, "../../content");
  const load = (file: string) => yaml.load(fs.readFileSync(path.join(content, file), "utf8"));
  const nodeModel = {
    findOne: async ({ type }: { type: string }) =>
      ({
        SiteYaml: load("site/site.yaml"),
        PackagesYaml: load("packages/packages.yaml"),
        AvailabilityYaml: { updatedAt: "2030-11-01", booked: [], tentative: [] },
      })[type] ?? null,
    getNodeById: ({ id }: { id: string }) => (id === BUILD_DAY_ID ? { day: "2030-11-01" } : null),
  };
  const resolve = (keep?: string[]) =>
    tokensExtension
      .extend()
      .resolve(
        { text: "{scarcityPercent} % im Dezember {year}, {vatPercent} MwSt." },
        keep ? { keep } : {},
        { nodeModel },
        { fieldName: "text" },
      );

  it("a query's `keep` leaves {year} and {scarcityPercent}; every other token is filled as always", async () => {
    expect(tokensExtension.extend().args).toHaveProperty("keep");
    const kept = await resolve(["year", "scarcityPercent"]);
    expect(kept).toMatch(/^\{scarcityPercent\} % im Dezember \{year\}, \d+ MwSt\.$/);
    expect(await resolve()).toMatch(/^0 % im Dezember 2030, \d+ MwSt\.$/);
  });
});
