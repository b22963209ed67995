/**
 * The page /angebot as a visitor gets it from an address someone may have edited: the real page
 * component with its own price list (a fixture, not content/), business facts and the rest of the
 * layout answered from content/ at run time (__tests__/support/content-query.ts), VAT set to 19 %.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import React from "react";
import * as Gatsby from "gatsby";
import { act, render, screen, within } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { resolve as resolveQuery } from "../support/content-query";
import { theme } from "../../src/styles/theme";
import { isQuoteNumber } from "../../src/lib/quote";
import QuotePage from "../../src/pages/angebot";

jest.mock("gatsby", () => {
  const mock = jest.requireActual("../../__mocks__/gatsby");
  mock.graphql.mockImplementation((strings: TemplateStringsArray) => strings.raw.join(""));
  return mock;
});

const SITE = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/site/site.yaml"), "utf8")) as Record<
  string,
  unknown
>;
const gatsby = Gatsby as unknown as { graphql: jest.Mock; useStaticQuery: jest.Mock };

beforeEach(() => {
  gatsby.graphql.mockImplementation((strings: TemplateStringsArray) => strings.raw.join(""));
  gatsby.useStaticQuery.mockImplementation((query: string) =>
    resolveQuery(query, { siteYaml: { ...SITE, vatRate: 0.19 } }),
  );
});
afterEach(() => jest.restoreAllMocks());

/** The page query's answer: our own price list. */
const DATA = {
  extrasYaml: {
    hourlyRate: 95,
    maxExtraHours: 4,
    quoteValidDays: 14,
    extras: [{ id: "licht", name: "Lichtshow Testfall", netPrice: 190, description: "", occasions: null }],
  },
  packagesYaml: {
    guide: [
      {
        id: "gross",
        name: "Großes Testpaket",
        netPrice: 1290,
        durationHours: 6,
        popular: true,
        features: ["Technik"],
        includesExtras: null,
      },
    ],
    christmas: [],
  },
};

/** Today in Hamburg as yyyy-mm-dd, plus days or years – worked out here, not with the page's helpers. */
const day = (days = 0, years = 0) => {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" })
    .format(new Date())
    .split("-")
    .map(Number);
  return new Date(Date.UTC(y + years, m - 1, d + days)).toISOString().slice(0, 10);
};
const german = (iso: string) => iso.split("-").reverse().join(".");
const norm = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
/** An element's text as read aloud: its text pieces separated by spaces (jsdom has no innerText). */
const readable = (element: Node): string => {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? "");
  return norm(parts.join(" "));
};

async function openQuote(query: Record<string, string>) {
  const search = `?${new URLSearchParams(query).toString()}`;
  window.history.replaceState(null, "", `/angebot${search}`);
  const Page = QuotePage as unknown as React.ComponentType<{ data: unknown; location: unknown }>;
  await act(async () => {
    render(
      <ThemeProvider theme={theme}>
        <Page data={DATA} location={{ pathname: "/angebot", search }} />
      </ThemeProvider>,
    );
    await new Promise((r) => setTimeout(r, 0));
  });
  const sheet = screen.getByTestId("quote-sheet");
  const visitor = within(sheet).queryByRole("region", { name: "Ihre Angaben" });
  /** The sheet's text without the visitor's block and the printed address of /kontakt: the DJ's words. */
  const djText = () => {
    const copy = sheet.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-testid="quote-visitor"], [data-testid="quote-accept-url"]').forEach((e) => e.remove());
    return readable(copy);
  };
  return { sheet, visitor, djText };
}

// eslint-disable-next-line no-control-regex -- these are the characters it finds
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const BIDI = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe("/angebot from an edited address", () => {
  const hostile = {
    paket: "gross",
    kunde: "business",
    am: "9999-12-31",
    datum: day(-1),
    ort: "Kiel Zahlung vorab per PayPal",
    name: "Max \u202EnnamretsuM",
    firma: "Ä".repeat(500),
  };

  it("a quote date of 9999-12-31 is not printed: the quote is today's, valid for its days, and the page says why", async () => {
    const { sheet } = await openQuote(hostile);
    const text = readable(sheet);
    expect(text).not.toMatch(/\+0?10000|9999/);
    expect(text).toContain(`Datum ${german(day())}`);
    expect(text).toContain(`Gültig bis ${german(day(14))}`);
    const notes = norm(screen.getByTestId("quote-refused").textContent);
    expect(notes).toMatch(/Angebotsdatum/);
    expect(notes).toMatch(/Veranstaltungsdatum/);
    expect(new URLSearchParams(window.location.search).get("am")).toBe(day());
    expect(new URLSearchParams(window.location.search).has("datum")).toBe(false);
  });

  it("what the visitor typed stands in the block „Ihre Angaben“, cut and without hidden characters, never as the DJ's words", async () => {
    const { visitor, djText } = await openQuote(hostile);
    expect(visitor).not.toBeNull();
    const block = readable(visitor!);
    expect(block).toContain("Kiel Zahlung vorab per PayPal");
    expect(block).toContain("Max nnamretsuM");
    expect(block).toContain("Ä".repeat(80));
    expect(block).not.toContain("Ä".repeat(81));
    expect(within(visitor!).getByText("Veranstaltungsort")).toBeInTheDocument();
    expect(block).not.toContain(german(day(-1))); // yesterday is no event date
    for (const word of ["PayPal", "nnamretsuM", "ÄÄÄ"]) expect(djText()).not.toContain(word);
    expect(visitor!.textContent).not.toMatch(CONTROL);
    expect(document.body.textContent).not.toMatch(BIDI);
    for (const input of screen.getAllByRole("textbox")) expect((input as HTMLInputElement).value).not.toMatch(CONTROL);
  });

  it("an event date four years ahead is refused; one within three years and a town are shown as the visitor's", async () => {
    const far = await openQuote({ paket: "gross", datum: day(0, 4) });
    expect(far.visitor).toBeNull();
    expect(norm(screen.getByTestId("quote-refused").textContent)).toMatch(/Veranstaltungsdatum/);
    document.body.innerHTML = "";
    const { visitor } = await openQuote({ paket: "gross", datum: day(30), ort: "Kiel" });
    expect(readable(visitor!)).toContain(`Veranstaltungsdatum ${german(day(30))}`);
    expect(readable(visitor!)).toContain("Veranstaltungsort Kiel");
    expect(screen.queryByTestId("quote-refused")).toBeNull();
  });
});

describe("/angebot's money and its way to /kontakt", () => {
  it("1.290 € net for a business customer: VAT 245,10 € and gross 1.535,10 €, to the cent", async () => {
    await openQuote({ paket: "gross", kunde: "business" });
    expect(readable(screen.getByTestId("quote-totals"))).toBe(
      "Summe netto 1.290,00 € zzgl. 19 % MwSt. 245,10 € Gesamtbetrag brutto 1.535,10 €",
    );
  });

  it("private customers read gross first; the extra and the extra hours are exact too", async () => {
    await openQuote({ paket: "gross", kunde: "private", extra: "licht", stunden: "2" });
    // net 1290 + 2 × 95 + 190 = 1670,00 €; VAT 317,30 €; gross 1.987,30 €
    expect(readable(screen.getByTestId("quote-totals"))).toBe(
      "Gesamtbetrag inkl. MwSt. 1.987,30 € darin enthalten 19 % MwSt. 317,30 € Betrag netto 1.670,00 €",
    );
  });

  it("the button asks to book this quote and takes everything along to /kontakt; nothing says „annehmen“", async () => {
    await openQuote({
      paket: "gross",
      kunde: "business",
      extra: "licht",
      anlass: "firmenfeier",
      datum: day(40),
      ort: "Kiel",
      firma: "Acme GmbH",
      name: "Jana Schulz",
    });
    expect(screen.getByRole("main").textContent).not.toMatch(/annehmen/i);
    const button = screen.getByRole("link", { name: "Dieses Angebot anfragen" });
    const url = new URL(button.getAttribute("href")!, "https://example.org");
    const number = norm(screen.getByTestId("quote-number").textContent);
    expect(isQuoteNumber(number)).toBe(true);
    expect(url.pathname).toBe("/kontakt");
    expect(Object.fromEntries(url.searchParams)).toEqual(
      expect.objectContaining({
        angebot: number,
        anlass: "firmenfeier",
        paket: "gross",
        extra: "licht",
        datum: day(40),
        ort: "Kiel",
        firma: "Acme GmbH",
        name: "Jana Schulz",
      }),
    );
    expect(screen.getByTestId("quote-accept-url").textContent).toContain(`angebot=${number}`);
  });
});
