/**
 * CMS previews of the single content files (legal, texts …): the real pages render the editor's
 * unsaved values, also where a component reads the file through useStaticQuery.
 *
 * No site is built for unit tests, so `fetch` of the page-data files is stubbed with what Gatsby
 * would have written, made from content/: every graphql`…` text in src/ is a static query (keyed
 * by a number, as Gatsby keys them by hash), and a small resolver answers a query from the content
 * files, selecting the fields the query asks for. The components, hooks and previews are the real ones;
 * Gatsby itself is its unit-testing recipe's mock (__mocks__/gatsby.js), whose `graphql` and
 * `useStaticQuery` get back what the compiled site has: a query id, and Gatsby's own
 * useStaticQuery reading the static query context.
 */
import fs from "fs";
import path from "path";
import React from "react";
import * as Gatsby from "gatsby";
import { configure, render, screen, within } from "@testing-library/react";
import { COLLECTIONS } from "../../src/model/collections";
import { QUERIES, idOf, queryTexts, readYaml, resolve } from "../support/content-query";
import {
  BlocksPreview,
  ChristmasPartyPreview,
  GuidePreview,
  LegalPreview,
  RegionalPreview,
  TextsPreview,
} from "../../src/cms/preview/FilePreviews";
import { OccasionPreview } from "../../src/cms/preview/OccasionPreview";
import { fits, overrideResult, rootsOf } from "../../src/cms/preview/override";
import { NEEDS_SITE } from "../../src/cms/preview/types";
import {
  events,
  legal,
  locations,
  occasions,
  site,
  texts,
  type LegalData,
  type SiteData,
} from "../../src/model/collections";
import { cmsPlace } from "../../src/cms/decap-collections";
import { occasionPath } from "../../src/model/routes";

jest.mock("gatsby", () => jest.requireActual("../../__mocks__/gatsby"));

// Each test renders several real pages; under the parallel load of `npm test` that can take seconds.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const ROOT = path.resolve(__dirname, "../..");
const SRC = path.join(ROOT, "src");

// ---- page-data files as a build writes them --------------------------------------------------------

type Yaml = Record<string, unknown>;
const yamlFiles = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => readYaml(path.join(dir, f)) as Yaml);
/** The occasion files; the resolver answers `occasionsYaml(id: …)` with the first, so that is the one page built here. */
const OCCASIONS = yamlFiles(occasions.path);
const OCCASION = OCCASIONS[0];
const OCCASION_FILE = path.join(
  occasions.path,
  fs
    .readdirSync(path.join(ROOT, occasions.path))
    .filter((f) => f.endsWith(".yaml"))
    .sort()[0],
);
const OCCASION_PATH = occasionPath(String(OCCASION.slug));

/** The fields the build computes for an occasion page (gatsby/resolvers.ts), here from content/: its locations and celebrations. */
function occasionNode(): Yaml {
  const all = readYaml(locations.path) as Yaml[];
  const ids = OCCASION.locations as string[];
  return {
    ...OCCASION,
    matchingLocations: ids.flatMap((id) => all.filter((l) => l.id === id)).map((l) => ({ ...l, yamlId: l.id })),
    matchingArticles: [],
    photos: [],
    playedEvents: yamlFiles(events.path)
      .filter((e) => e.eventType === OCCASION.occasion)
      .map((e) => ({ ...e, yamlId: e.id })),
  };
}

/** The source of a page: src/pages, or the template gatsby/create-pages.ts uses for it. */
function pageFile(sitePath: string): string | undefined {
  if (sitePath.startsWith("/event-dj-") && !fs.existsSync(path.join(SRC, "pages", `${sitePath}.tsx`)))
    return path.join(SRC, "templates/City.tsx");
  if (sitePath.startsWith("/weihnachtsfeier-dj-")) return path.join(SRC, "templates/Christmas.tsx");
  if (sitePath === OCCASION_PATH) return path.join(SRC, "templates/Occasion.tsx");
  const name = sitePath === "/" ? "/index" : sitePath;
  return [`${name}.tsx`, `${name}/index.tsx`].map((f) => path.join(SRC, "pages", f)).find((f) => fs.existsSync(f));
}

function pageData(url: string): unknown {
  if (url === "/admin/preview-pages.json") return { city: "/event-dj-kiel", article: null, occasion: OCCASION_PATH };
  const page = url.match(/^\/page-data(\/.*)\/page-data\.json$/);
  if (page) {
    const file = pageFile(page[1] === "/index" ? "/" : page[1]);
    if (!file) return undefined;
    const [query] = queryTexts(fs.readFileSync(file, "utf8")).filter((t) => /^\s*query\b/.test(t));
    const roots = file.endsWith("Occasion.tsx") ? { occasionsYaml: occasionNode() } : {};
    return {
      result: { data: query ? resolve(query, roots) : {}, pageContext: {} },
      staticQueryHashes: QUERIES.map(idOf),
    };
  }
  const staticQuery = url.match(/^\/page-data\/sq\/d\/(\d+)\.json$/);
  if (staticQuery) return { data: resolve(QUERIES[Number(staticQuery[1]) - 1]) };
  return undefined;
}

const gatsby = Gatsby as unknown as { graphql: jest.Mock; useStaticQuery: jest.Mock };
const realUseStaticQuery = jest.requireActual("gatsby").useStaticQuery;

beforeEach(() => {
  gatsby.graphql.mockImplementation((strings: TemplateStringsArray) => idOf(strings.raw.join("")));
  gatsby.useStaticQuery.mockImplementation(realUseStaticQuery);
  global.fetch = jest.fn(async (url: string) => {
    const body = pageData(url);
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  // The 404 page logs the path it was called with; other warnings stay visible.
  const warn = console.warn.bind(console);
  jest
    .spyOn(console, "warn")
    .mockImplementation((message, ...rest) => !String(message).startsWith("404") && warn(message, ...rest));
});

// React's warnings are errors here: a preview that renders with one renders wrongly somewhere (e.g. an
// island's root inside a box React still owns).
let reactErrors: jest.SpyInstance;
beforeEach(() => {
  reactErrors = jest.spyOn(console, "error");
});

afterEach(() => {
  const logged = reactErrors.mock.calls.map((call) => String(call[0]).slice(0, 160));
  jest.restoreAllMocks();
  expect(logged).toEqual([]);
});

const entry = (data: unknown) => ({ get: (key: string) => (key === "data" ? data : undefined) });
const previewProps = (data: unknown) => ({
  entry: entry(data),
  widgetFor: () => null,
  getAsset: (p: string) => p,
  document,
  window,
});

// ---- The tests ---------------------------------------------------------------------------------------

/** A content file as the editor has it open, with unsaved changes: { "imprint.title": "…" }. */
function editedFile(file: string, changes: Record<string, unknown>): Record<string, unknown> {
  const data = JSON.parse(JSON.stringify(readYaml(file))) as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) {
    const keys = key.split(".");
    const last = keys.pop()!;
    const parent = keys.reduce((node, k) => node[k] as Record<string, unknown>, data);
    parent[last] = value;
  }
  return data;
}

const NOT_RENDERED = /lässt sich diese Seite nicht anzeigen/;

describe("CMS preview of the legal pages", () => {
  it("renders Impressum and Datenschutz with the editor's unsaved titles and sections", async () => {
    const saved = readYaml("content/legal/legal.yaml") as LegalData;
    const edited = editedFile("content/legal/legal.yaml", {
      "imprint.title": "Impressum – ungespeichert",
      "privacy.title": "Datenschutz – ungespeichert",
      "privacy.sections": [
        ...saved.privacy.sections,
        { heading: "Neuer Abschnitt", minor: false, text: "Gerade eingetippt." },
      ],
    });
    render(<LegalPreview {...previewProps(edited)} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Impressum – ungespeichert" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Datenschutz – ungespeichert" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Neuer Abschnitt" })).toBeInTheDocument();
    expect(screen.getByText("Gerade eingetippt.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1, name: saved.imprint.title })).toBeNull();
    expect(screen.queryByText(NOT_RENDERED)).toBeNull();
  });
});

describe("CMS preview of the legal pages: the company data as saved", () => {
  // The company data as saved in /admin after the last build: other address, name and VAT id.
  const built = readYaml(site.path) as SiteData;
  const saved: SiteData = {
    ...built,
    businessName: `${built.businessName} – gespeichert`,
    street: "Gespeicherte Straße 7",
    vatId: built.vatId === "DE987654321" ? "DE123456789" : "DE987654321",
  };
  const legalFile = () => editedFile("content/legal/legal.yaml", {});
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const shown = (text: string) => screen.queryAllByText(new RegExp(escape(text))).length;
  const SAVED_NOTE = /wie zuletzt unter „Firmendaten & Startseite“ gespeichert/;
  const BUILT_NOTE = /aus dem letzten Build/;

  it("shows the saved address, name and VAT id in the Impressum, not those of the last build", async () => {
    const getCollection = jest.fn(async () => ({ get: (key: string) => (key === "data" ? saved : undefined) }));
    render(<LegalPreview {...previewProps(legalFile())} getCollection={getCollection} />);

    expect(await screen.findByText(SAVED_NOTE)).toBeInTheDocument();
    // Read through the editor's backend: the site file where /admin keeps it.
    const place = cmsPlace(site);
    expect(getCollection).toHaveBeenCalledWith(place.collection, place.file);
    expect(shown(saved.street)).toBeGreaterThan(0);
    expect(shown(built.street)).toBe(0);
    // In the address blocks (site facts) and in the editor's text ({businessName}, {vatId}).
    expect(shown(saved.businessName)).toBeGreaterThan(0);
    expect(shown(saved.vatId!)).toBeGreaterThan(0);
    expect(shown(String(built.vatId))).toBe(0);
    const imprint = (readYaml("content/legal/legal.yaml") as LegalData).imprint;
    expect(screen.getByRole("heading", { level: 1, name: imprint.title })).toBeInTheDocument();
    expect(screen.queryByText(NOT_RENDERED)).toBeNull();
  });

  it.each([
    ["the saved data cannot be read", jest.fn(async () => Promise.reject(new Error("offline")))],
    ["the editor has no loader for other entries (Decap before 3.1)", undefined],
  ])("says the data is from the last build when %s", async (_case, getCollection) => {
    render(<LegalPreview {...previewProps(legalFile())} getCollection={getCollection as never} />);
    expect(await screen.findByText(BUILT_NOTE)).toBeInTheDocument();
    expect(shown(built.street)).toBeGreaterThan(0);
    expect(screen.queryByText(SAVED_NOTE)).toBeNull();
  });
});

describe("CMS preview of the page texts", () => {
  it("shows the edited texts in the home sections, the footer and the pages' own headings", async () => {
    const saved = readYaml("content/texts/texts.yaml") as { home: { packages: { title: string } } };
    const edited = editedFile("content/texts/texts.yaml", {
      "home.packages.title": "Pakete – ungespeichert",
      "footer.navigation": "Navigation – ungespeichert",
      "notFound.text": "404-Text – ungespeichert",
    });
    render(<TextsPreview {...previewProps(edited)} />);

    // Read with useStaticQuery: the home sections (textsYaml) and the footer (under the alias `texts`).
    expect(await screen.findByRole("heading", { name: "Pakete – ungespeichert" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: saved.home.packages.title })).toBeNull();
    const footers = screen.getAllByRole("contentinfo");
    expect(footers.length).toBeGreaterThan(1);
    for (const footer of footers)
      expect(within(footer).getByRole("heading", { name: "Navigation – ungespeichert" })).toBeInTheDocument();
    // Read by a page query.
    expect(screen.getByText("404-Text – ungespeichert")).toBeInTheDocument();
    expect(screen.queryByText(NOT_RENDERED)).toBeNull();
  });
});

describe("CMS previews of the other single page files", () => {
  const cases: [string, React.ComponentType<ReturnType<typeof previewProps>>, string, string, number][] = [
    // file, its preview, the content file, the edited heading, on how many of the previewed pages it shows
    ["christmas-party", ChristmasPartyPreview, "content/christmas-party/christmas-party.yaml", "why.title", 1],
    ["blocks", BlocksPreview, "content/blocks/blocks.yaml", "reasons.title", 3], // a city page, the guide, the regional page
    ["guide", GuidePreview, "content/guide/guide.yaml", "heroTitle", 1],
    ["regional", RegionalPreview, "content/regional/schleswig-holstein.yaml", "heroTitle", 1],
  ];

  it.each(cases)("%s: the real pages show the editor's unsaved text", async (_name, Preview, file, field, pages) => {
    const title = "Überschrift – ungespeichert";
    render(<Preview {...previewProps(editedFile(file, { [field]: title }))} />);
    expect(await screen.findAllByRole("heading", { name: title })).toHaveLength(pages);
    expect(screen.queryByText(NOT_RENDERED)).toBeNull();
    expect(screen.queryByText(NEEDS_SITE)).toBeNull();
  });
});

describe("CMS preview of an occasion page", () => {
  // Headings by tag: role queries over a whole page are slow in jsdom.
  const headings3 = () => [...document.querySelectorAll("h3")].map((h) => h.textContent ?? "");
  const guide = (readYaml("content/packages/packages.yaml") as { guide: { id: string; name: string }[] }).guide;
  const locationNames = (readYaml(locations.path) as { id: string; name: string }[]).filter((l) =>
    (OCCASION.locations as string[]).includes(l.id),
  );

  it("renders the real occasion page with the editor's unsaved texts, packages and locations", async () => {
    const [kept, ...dropped] = locationNames;
    const chosen = guide.find((p) => (OCCASION.packages as string[]).includes(p.id))!;
    const edited = editedFile(OCCASION_FILE, {
      heroTitle: "Anlass – ungespeichert",
      "flow.0.title": "Ablauf – ungespeichert",
      packages: [chosen.id],
      locations: [kept.id],
    });
    render(<OccasionPreview {...previewProps(edited)} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Anlass – ungespeichert" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1, name: String(OCCASION.heroTitle) })).toBeNull();
    expect(screen.getByRole("heading", { name: "Ablauf – ungespeichert" })).toBeInTheDocument();
    // Only the package and the location the editor kept; the others the built page had are gone.
    const h3 = headings3();
    expect(h3).toContain(chosen.name);
    for (const other of guide.filter((p) => p.id !== chosen.id)) expect(h3).not.toContain(other.name);
    expect(h3).toContain(kept.name);
    for (const l of dropped) expect(h3).not.toContain(l.name);
    expect(screen.queryByText(NOT_RENDERED)).toBeNull();
    expect(screen.queryByText(NEEDS_SITE)).toBeNull();
  });

  it("previews a new occasion, not built yet, on a built occasion page without that page's cards", async () => {
    const edited = {
      ...editedFile(OCCASION_FILE, { heroTitle: "Abiball – ungespeichert", locations: [] }),
      slug: "dj-abiball-hamburg",
      occasion: "sonstiges",
    };
    render(<OccasionPreview {...previewProps(edited)} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Abiball – ungespeichert" })).toBeInTheDocument();
    const asked = (global.fetch as jest.Mock).mock.calls.map(([url]) => url);
    expect(asked).toContain("/page-data/dj-abiball-hamburg/page-data.json");
    expect(asked).toContain(`/page-data${OCCASION_PATH}/page-data.json`);
    const h3 = headings3();
    for (const l of locationNames) expect(h3).not.toContain(l.name);
    expect(screen.queryByTestId("occasion-events")).toBeNull();
    expect(screen.queryByText(NOT_RENDERED)).toBeNull();
  });
});

describe("the override of query results", () => {
  const edited = { home: { blog: { title: "Neu", text: "Text", link: "Mehr" } }, footer: { copyright: "© {year}" } };
  const roots = rootsOf(
    texts.node,
    COLLECTIONS.map((c) => c.node),
  );

  it("finds aliased parts of the edited file by their shape, and nothing else", () => {
    expect(fits({ footer: { copyright: "alt" } }, edited)).toBe(true);
    expect(fits({ home: { blog: { title: "alt", text: null } } }, edited)).toBe(true); // an optional field left empty
    // Other files with look-alike keys: packages' home is a list, SEO's blog has fields texts does not.
    expect(fits({ home: [{ id: "basic" }] }, edited)).toBe(false);
    expect(fits({ home: { blog: { title: "SEO", description: "Beschreibung" } } }, edited)).toBe(false);
    expect(fits({ nodes: [] }, edited)).toBe(false);
  });

  it("replaces the selected fields, keeps what the editor's data lacks, and leaves other files' results alone", () => {
    const built = {
      texts: { footer: { copyright: "alt" } },
      textsYaml: { home: { blog: { title: "alt", text: null, id: "computed" } } },
      packages: { home: [{ id: "basic" }] },
      cities: { nodes: [{ name: "Kiel", slug: "kiel" }] },
      // Another file's root field that happens to fit stays that file's.
      seoYaml: { home: { blog: { title: "SEO-Titel" } } },
    };
    expect(overrideResult(built, edited, roots)).toEqual({
      texts: { footer: { copyright: "© {year}" } },
      textsYaml: { home: { blog: { title: "Neu", text: "Text", id: "computed" } } },
      packages: built.packages,
      cities: built.cities,
      seoYaml: built.seoYaml,
    });
    const unrelated = { siteYaml: { city: "Hamburg" } };
    expect(overrideResult(unrelated, edited, roots)).toBe(unrelated);
  });

  it("takes the editor's lists, new items shaped like the built ones", () => {
    const built = { legalYaml: { imprint: { sections: [{ heading: "A", text: "a", minor: false }] } } };
    const sections = [{ heading: "B", text: "b" }, { heading: "C" }];
    const legalRoots = rootsOf(
      legal.node,
      COLLECTIONS.map((c) => c.node),
    );
    expect(overrideResult(built, { imprint: { sections } }, legalRoots)).toEqual({
      legalYaml: {
        imprint: {
          sections: [
            { heading: "B", text: "b", minor: false },
            { heading: "C", text: "", minor: false },
          ],
        },
      },
    });
  });
});
