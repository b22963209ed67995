/**
 * The legal pages as visitors get them: /datenschutz and /impressum rendered with their real page
 * components and the data their queries select from content/ (no site is built for unit tests), and
 * the information notice above the enquiry form's submit button.
 *
 * Every expectation about the privacy policy is read from content/legal/legal.yaml and
 * content/site/site.yaml, never pinned to today's wording: a provider added to the file must appear
 * with its address and storage period, one removed from the page (or losing its details) fails.
 *
 * Gatsby is its unit-testing recipe's mock (__mocks__/gatsby.js). Here `graphql` hands back the
 * query's text, and `useStaticQuery` answers it from the content files with a small resolver that
 * selects the fields a query asks for, as the built site's data layer would.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import React from "react";
import * as Gatsby from "gatsby";
import { act, render, screen, within } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { resolve as resolveQuery } from "../support/content-query";
import type { LegalData } from "../../src/model/collections";
import { CONSENT_KEY, DRAFT_KEY, VISIT_CHOICES_KEY } from "../../src/lib/storage-keys";
import { theme } from "../../src/styles/theme";
import { EnquiryForm } from "../../src/components/EnquiryForm";
import DatenschutzPage, { query as privacyQuery } from "../../src/pages/datenschutz";
import ImpressumPage, { query as imprintQuery } from "../../src/pages/impressum";

// `graphql` hands back the query's text already while the pages are imported (their `query` export).
jest.mock("gatsby", () => {
  const mock = jest.requireActual("../../__mocks__/gatsby");
  mock.graphql.mockImplementation((strings: TemplateStringsArray) => strings.raw.join(""));
  return mock;
});

const ROOT = path.resolve(__dirname, "../..");
const readYaml = (file: string): unknown => yaml.load(fs.readFileSync(path.join(ROOT, file), "utf8"));

const LEGAL = readYaml("content/legal/legal.yaml") as LegalData;
const SITE = readYaml("content/site/site.yaml") as Record<string, unknown>;

/** Changes to site.yaml for one test (e.g. no VAT id), applied to the query results. */
let siteChanges: Record<string, unknown> = {};
const resolve = (text: string) => resolveQuery(text, { siteYaml: { ...SITE, ...siteChanges } });

const gatsby = Gatsby as unknown as { graphql: jest.Mock; useStaticQuery: jest.Mock };

beforeEach(() => {
  siteChanges = {};
  gatsby.graphql.mockImplementation((strings: TemplateStringsArray) => strings.raw.join(""));
  gatsby.useStaticQuery.mockImplementation((query: string) => resolve(query));
});

afterEach(() => jest.restoreAllMocks());

// ---- The pages ---------------------------------------------------------------------------------------

type PageComponent = React.ComponentType<{ data: unknown; location: { pathname: string } }>;
const PAGES = {
  datenschutz: { Page: DatenschutzPage as unknown as PageComponent, query: privacyQuery as unknown as string },
  impressum: { Page: ImpressumPage as unknown as PageComponent, query: imprintQuery as unknown as string },
};

/**
 * A page of src/pages with the data its own query selects (the query text is what `graphql` returned),
 * once its islands (the cookie banner) have rendered in their own roots – inside `act`, as React asks.
 */
async function renderPage(name: keyof typeof PAGES) {
  const { Page, query } = PAGES[name];
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(
      <ThemeProvider theme={theme}>
        <Page data={resolve(query)} location={{ pathname: `/${name}` }} />
      </ThemeProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return rendered!;
}

/** Text as the visitor reads it: tokens filled from site.yaml, whitespace collapsed. */
const TOKENS: Record<string, string> = {
  email: String(SITE.email),
  phone: String(SITE.phone).replace(/ /g, "\u00a0"),
};
const readable = (text: string) =>
  text
    .replace(/\{(\w+)\}/g, (m, key: string) => TOKENS[key] ?? m)
    .replace(/\s+/g, " ")
    .trim();
const textOf = (element: HTMLElement) => readable(element.textContent ?? "");
/** The lines of a multi-line value (an address) as separate strings, e.g. ["Netlify, Inc.", "…"]. */
const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const hasWhatsApp = (site: Record<string, unknown>) => Boolean(String(site.whatsappE164 ?? "").trim());
const shownWith = (onlyWith: readonly string[] | null | undefined, site: Record<string, unknown>) =>
  (onlyWith ?? []).every((c) =>
    c === "whatsapp" ? hasWhatsApp(site) : c === "vatId" ? Boolean(String(site.vatId ?? "").trim()) : true,
  );

const main = () => screen.getByRole("main");
const providerRegion = (name: string) =>
  within(main())
    .getAllByRole("region")
    .find(
      (region) =>
        region.getAttribute("data-testid") === "legal-provider" &&
        within(region).queryByRole("heading", { name: new RegExp(name) }),
    );

// ---- The tests ---------------------------------------------------------------------------------------

describe("Datenschutzerklärung", () => {
  const providers = LEGAL.privacy.providers;

  it("has the three providers the site uses (hosting, form service, WhatsApp) in its content", () => {
    const names = providers.map((p) => p.name).join(" ");
    expect(names).toMatch(/Netlify/);
    expect(names).toMatch(/Formspree/);
    expect(names).toMatch(/WhatsApp/);
  });

  it("shows every provider from legal.yaml as its own region with address, legal basis, storage period, transfer and privacy notice", async () => {
    expect(hasWhatsApp(SITE)).toBe(true); // the sample site has the WhatsApp link, so all providers show
    await renderPage("datenschutz");
    const shown = providers.filter((p) => shownWith(p.onlyWith, SITE));
    expect(shown).toHaveLength(providers.length);
    expect(within(main()).getAllByTestId("legal-provider")).toHaveLength(shown.length);

    for (const provider of shown) {
      const region = providerRegion(provider.name);
      expect(region).toBeDefined();
      const heading = within(region!).getByRole("heading");
      expect(heading.tagName).toBe("H3");
      expect(textOf(heading)).toContain(provider.name);

      // Every detail as a term and its description, in the one definition list of the entry.
      const list = region!.querySelector("dl");
      expect(list).not.toBeNull();
      const terms = [...list!.querySelectorAll("dt")].map((dt) => textOf(dt));
      const described = (label: string) => {
        const term = [...list!.querySelectorAll("dt")].find((dt) => textOf(dt) === readable(label));
        expect(term).toBeDefined();
        const description = term!.nextElementSibling as HTMLElement;
        expect(description.tagName).toBe("DD");
        return textOf(description);
      };
      const labels = LEGAL.privacy.providerLabels;
      expect(terms).toEqual(
        expect.arrayContaining([labels.company, labels.storage, labels.legalBasis, labels.transfer].map(readable)),
      );

      // Line by line: paragraphs and address lines are separate elements (or <br>) on the page.
      const shows = (label: string, value: string) => {
        const description = described(label);
        for (const line of linesOf(value)) expect(description).toContain(readable(line));
      };
      shows(labels.company, provider.company);
      shows(labels.storage, provider.storage);
      shows(labels.purpose, provider.purpose);
      shows(labels.data, provider.data);
      shows(labels.legalBasis, provider.legalBasis);
      shows(labels.role, provider.role);
      shows(labels.transfer, provider.transfer);
      expect(
        within(region!).getByRole("link", { name: provider.privacyUrl.replace(/^https?:\/\//, "").replace(/\/$/, "") }),
      ).toHaveAttribute("href", provider.privacyUrl);
    }
  });

  it("states concrete storage periods and the basis of each transfer to the USA", () => {
    for (const provider of providers) {
      expect(provider.storage).toMatch(/\d+\s*(Tage|Monate|Jahre)|sechs|acht|zehn|dreißig/i);
      expect(provider.transfer).toMatch(/Data Privacy Framework|Standardvertragsklauseln/);
      expect(provider.legalBasis).toMatch(/Art\. 6 Abs\. 1 lit\. [a-f] DSGVO/);
    }
  });

  it("has the section on the WhatsApp link, and drops it and the WhatsApp provider without a WhatsApp number", async () => {
    const whatsappSections = LEGAL.privacy.sections.filter((s) => s.onlyWith?.includes("whatsapp") && s.heading);
    expect(whatsappSections.length).toBeGreaterThan(0);
    const whatsappProviders = providers.filter((p) => p.onlyWith?.includes("whatsapp"));
    expect(whatsappProviders.length).toBeGreaterThan(0);

    const { unmount } = await renderPage("datenschutz");
    for (const section of whatsappSections) {
      const heading = within(main()).getByRole("heading", {
        level: section.minor ? 3 : 2,
        name: readable(section.heading!),
      });
      expect(heading).toBeInTheDocument();
    }
    for (const provider of whatsappProviders) expect(providerRegion(provider.name)).toBeDefined();
    unmount();

    siteChanges = { whatsappE164: "" };
    await renderPage("datenschutz");
    for (const section of whatsappSections)
      expect(within(main()).queryByRole("heading", { name: readable(section.heading!) })).toBeNull();
    for (const provider of whatsappProviders) expect(providerRegion(provider.name)).toBeUndefined();
    // The other providers stay.
    for (const provider of providers.filter((p) => !p.onlyWith?.length))
      expect(providerRegion(provider.name)).toBeDefined();
  });

  it("names the local-storage keys the code uses, and the visitor's rights with the supervisory authority", async () => {
    await renderPage("datenschutz");
    const page = textOf(main());
    expect(page).toContain(CONSENT_KEY);
    expect(page).toContain(DRAFT_KEY);
    expect(page).toContain(VISIT_CHOICES_KEY);
    expect(page).toMatch(/§ 25 Abs\. 2 Nr\. 2 (des )?.*TDDDG/);
    for (const article of ["15", "16", "17", "18", "20", "21", "22", "77"])
      expect(page).toMatch(new RegExp(`Art\\. ${article} DSGVO`));
    expect(page).toMatch(/Art\. 13|Pflicht zur Bereitstellung|weder gesetzlich noch vertraglich/);
    expect(page).toMatch(/Hamburgische Beauftragte für Datenschutz und Informationsfreiheit/);
    expect(page).toMatch(/\d{5} Hamburg/);
  });
});

describe("Impressum", () => {
  const vatSections = LEGAL.imprint.sections.filter((s) => s.onlyWith?.includes("vatId"));

  it("shows the VAT id block only when site.yaml has a VAT id", async () => {
    expect(vatSections.length).toBeGreaterThan(0);
    expect(vatSections.every((s) => s.text?.includes("{vatId}"))).toBe(true);

    siteChanges = { vatId: "DE999999999" };
    const { unmount } = await renderPage("impressum");
    expect(textOf(main())).toContain("DE999999999");
    for (const s of vatSections)
      expect(within(main()).getByRole("heading", { name: readable(s.heading!) })).toBeInTheDocument();
    unmount();

    siteChanges = { vatId: "" };
    await renderPage("impressum");
    for (const s of vatSections) {
      expect(within(main()).queryByRole("heading", { name: readable(s.heading!) })).toBeNull();
      expect(textOf(main())).not.toContain(readable(linesOf(s.text!)[0]));
    }
    // The rest of the Impressum is still there.
    expect(within(main()).getByRole("heading", { level: 2, name: /§ 5 DDG/ })).toBeInTheDocument();
  });

  it("cites the laws in force: DDG, MStV and TDDDG, not TMG or TTDSG", () => {
    const all = JSON.stringify(LEGAL);
    expect(all).not.toMatch(/\bTMG\b|\bTTDSG\b|Telemediengesetz/);
    expect(all).toMatch(/§ 5 DDG/);
    expect(all).toMatch(/§ 18 Abs\. 2 MStV/);
    expect(all).toMatch(/§ 36 Verbraucherstreitbeilegungsgesetz|§ 36 VSBG/);
  });
});

describe("information notice above the enquiry form's submit button", () => {
  const CONTACT = { email: "info@example.de", phone: "040 1234 5678", phoneE164: "+494012345678" };
  const renderForm = () =>
    render(
      <ThemeProvider theme={theme}>
        <EnquiryForm siteUrl="https://www.example.de" contact={CONTACT} vatRate={0.19} />
      </ThemeProvider>,
    );

  it("informs about purpose, legal basis and the form service, links to /datenschutz, and asks for nothing", () => {
    const { container } = renderForm();
    const notice = screen.getByTestId("privacy-notice");
    const text = textOf(notice);

    // Above the submit button, in the same form.
    const submit = screen.getByRole("button", { name: "Anfrage senden" });
    expect(notice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.closest("form")).toBe(submit.closest("form"));

    expect(within(notice).getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/datenschutz");
    expect(text).toMatch(/Anfrage/);
    expect(text).toMatch(/Angebot/);
    expect(text).toMatch(/Art\. 6 Abs\. 1 lit\. b DSGVO/);
    expect(text).toMatch(/lit\. f DSGVO/);
    expect(text).toMatch(/Formular-Dienst/);

    // Information, not consent: no consent wording, no checkbox.
    expect(text).not.toMatch(/einverstanden|zustimm|einwillig|akzeptier/i);
    expect(container.querySelector('input[type="checkbox"]')).toBeNull();
  });
});
