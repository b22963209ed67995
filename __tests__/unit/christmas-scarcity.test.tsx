/**
 * The Christmas page's "limited availability" section, rendered with the real template for a build on a
 * fixed day (BUILD_TIME) with an availability list of the test's own: the figure and whether the section
 * shows at all are stated here, worked out by hand from the fixture – never asked of src/lib/season.ts,
 * which computes what the site shows. Both branches run on every day the tests run.
 *
 * The build fills {scarcityPercent} (gatsby/tokens.ts); the page data here comes from
 * __tests__/support/content-query.ts, which fills the tokens the same way for the build day it is given.
 */
import React from "react";
import * as Gatsby from "gatsby";
import { act, render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/styles/theme";
import { readYaml, resolve } from "../support/content-query";
import ChristmasTemplate, { query } from "../../src/templates/Christmas";

jest.mock("gatsby", () => {
  const mock = jest.requireActual("../../__mocks__/gatsby");
  mock.graphql.mockImplementation((strings: TemplateStringsArray) => strings.raw.join(""));
  return mock;
});
jest.setTimeout(30_000);

const gatsby = Gatsby as unknown as { graphql: jest.Mock; useStaticQuery: jest.Mock };

/** 20 November 2030, 9:00 in Hamburg. December 2030: Fridays 6, 13, 20, 27 and Saturdays 7, 14, 21, 28. */
const BUILD_DAY = "2030-11-20T09:00:00+01:00";
const FRIDAYS_AND_SATURDAYS = ["06", "07", "13", "14", "20", "21", "27", "28"].map((d) => `2030-12-${d}`);

type Availability = { updatedAt: string; booked: string[]; tentative: string[] };
/** The page as a build on BUILD_DAY with this availability list writes it. */
async function renderChristmasPage(availability: Availability) {
  const roots = { availabilityYaml: availability };
  gatsby.useStaticQuery.mockImplementation((text: string) => resolve(text, roots));
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    const Page = ChristmasTemplate as unknown as React.ComponentType<{ data: unknown; location: unknown }>;
    rendered = render(
      <ThemeProvider theme={theme}>
        <Page data={resolve(query as unknown as string, roots)} location={{ pathname: "/weihnachtsfeier-dj-test" }} />
      </ThemeProvider>,
    );
    await new Promise((r) => setTimeout(r, 0));
  });
  return rendered!;
}

/** The shared text of the section as content words it; the figure stands where it says {scarcityPercent}. */
const sectionText = (readYaml("content/christmas-party/christmas-party.yaml") as { availability: { text: string } })
  .availability.text;

let savedBuildTime: string | undefined;
beforeAll(() => {
  savedBuildTime = process.env.BUILD_TIME;
  process.env.BUILD_TIME = BUILD_DAY;
});
afterAll(() => {
  if (savedBuildTime === undefined) delete process.env.BUILD_TIME;
  else process.env.BUILD_TIME = savedBuildTime;
});

describe("the Christmas page's scarcity section, for a build on 20 November 2030", () => {
  it("6 of the 8 December Fridays and Saturdays taken (4 booked, 2 held): shown, with 75 %", async () => {
    await renderChristmasPage({
      updatedAt: "2030-11-15",
      // a Thursday, a Sunday and a November Friday do not count
      booked: ["2030-12-06", "2030-12-07", "2030-12-13", "2030-12-20", "2030-12-05", "2030-12-08", "2030-11-29"],
      tentative: ["2030-12-21", "2030-12-28"],
    });
    const line = screen.getByTestId("availability-text");
    if (sectionText.includes("{scarcityPercent}")) expect(line.textContent).toContain("75 %");
    expect(line.textContent).not.toContain("{");
  });

  it("4 of 8 taken, exactly half: shown, with 50 %", async () => {
    await renderChristmasPage({
      updatedAt: "2030-11-15",
      booked: ["2030-12-06", "2030-12-14"],
      tentative: ["2030-12-20", "2030-12-28"],
    });
    const line = screen.getByTestId("availability-text");
    if (sectionText.includes("{scarcityPercent}")) expect(line.textContent).toContain("50 %");
  });

  it("every one of them taken: shown, with 100 %", async () => {
    await renderChristmasPage({ updatedAt: "2030-11-15", booked: FRIDAYS_AND_SATURDAYS, tentative: [] });
    const line = screen.getByTestId("availability-text");
    if (sectionText.includes("{scarcityPercent}")) expect(line.textContent).toContain("100 %");
  });

  it("3 of 8 taken (37 %, below half): no section, no figure", async () => {
    await renderChristmasPage({
      updatedAt: "2030-11-15",
      booked: ["2030-12-06", "2030-12-07"],
      tentative: ["2030-12-13"],
    });
    expect(screen.queryByTestId("availability-text")).toBeNull();
  });

  it("nothing taken: no section", async () => {
    await renderChristmasPage({ updatedAt: "2030-11-15", booked: [], tentative: [] });
    expect(screen.queryByTestId("availability-text")).toBeNull();
  });
});
