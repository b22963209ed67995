/** @jest-environment node */
import React from "react";
import path from "path";
import fs from "fs";
import { renderToStaticMarkup } from "react-dom/server";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
import yaml from "js-yaml";
import { theme } from "../../src/styles/theme";
import { PriceEstimator } from "../../src/components/PriceEstimator";
import { estimateSelection, type EstimatorData } from "../../src/lib/estimate";
import { buildQuote } from "../../src/lib/quote";
import { formatIssue, readContentFiles, validateFiles } from "../../src/checks/validate";

/*
 * Issue 51 C3: an extra is never sold for what the chosen package already includes. One the package
 * contains whole is not offered with it (includesExtras); one it contains in part shows the package's
 * sentence on the difference beneath it (extraNotes), in the Preisrechner – by CSS from the first
 * paint, without JavaScript – and on the quote. Own packages and extras.
 */

jest.mock("gatsby", () => jest.requireActual("../../__mocks__/gatsby"));

const NOTE = "Ansagen sind im Paket Plus dabei; das Extra bringt Spiele und Aktionen.";
const data: EstimatorData = {
  packages: [
    { id: "basis", name: "Basis", netPrice: 500, durationHours: 4, popular: false },
    {
      id: "plus",
      name: "Plus",
      netPrice: 800,
      durationHours: 6,
      popular: true,
      extraNotes: [{ extra: "spiele", note: NOTE }],
    },
    { id: "voll", name: "Voll", netPrice: 1100, durationHours: 8, popular: false, includesExtras: ["spiele"] },
  ],
  hourlyRate: 100,
  maxExtraHours: 2,
  extras: [
    { id: "spiele", name: "Spiele mit Moderation", netPrice: 200, description: "Spiele, angesagt." },
    { id: "nebel", name: "Nebel", netPrice: 50, description: "Dunst." },
  ],
  vatRate: 0.19,
};

const rendered = () => {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <PriceEstimator {...data} />
        </ThemeProvider>,
      ),
    );
    return { markup, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
};

describe("an extra beside a package that contains it in part", () => {
  it("carries the package's sentence, shown by CSS only while that package is checked", () => {
    const { markup, css } = rendered();
    expect(markup).toContain(`<small data-note-for="plus">${NOTE}</small>`);
    expect(markup.match(/data-note-for=/g)).toHaveLength(1); // only where a package has a note
    const compact = css.replace(/\s+/g, "");
    expect(compact).toContain("[data-note-for]{display:none;");
    expect(compact).toContain('form:has(input[name="paket"][value="plus"]:checked)');
    expect(compact).toMatch(
      /form:has\(input\[name="paket"\]\[value="plus"\]:checked\)\.[\w-]+\[data-note-for="plus"\]\{display:block;\}/,
    );
  });

  it("an extra the package contains whole is hidden with it and never charged", () => {
    const { markup } = rendered();
    expect(markup).toMatch(
      /<label[^>]*data-included-in="voll"[^>]*><input type="checkbox"[^>]*name="extra" value="spiele"/,
    );
    const withExtra = { packageId: "voll", extraHours: 0, extraIds: ["spiele"], customer: "business" as const };
    expect(estimateSelection(withExtra, data)?.net).toBe(1100);
    expect(estimateSelection({ ...withExtra, packageId: "plus" }, data)?.net).toBe(1000);
  });

  it("the quote names the difference on the extra's line, as the Preisrechner does", () => {
    const quote = buildQuote(
      { packageId: "plus", extraHours: 0, extraIds: ["spiele", "nebel"], customer: "business" },
      data,
      "2027-03-01",
      14,
    )!;
    const extraLines = quote.lines.filter((l) => l.kind === "extra");
    expect(extraLines.map((l) => [l.id, l.note])).toEqual([
      ["spiele", NOTE],
      ["nebel", undefined],
    ]);
    const voll = buildQuote(
      { packageId: "voll", extraHours: 0, extraIds: ["spiele"], customer: "business" },
      data,
      "2027-03-01",
      14,
    )!;
    expect(voll.lines.some((l) => l.kind === "extra")).toBe(false);
  });
});

describe("content: a note names an extra that exists", () => {
  it("check:content refuses a note for an unknown extra, with file and field", () => {
    const root = path.resolve(__dirname, "../..");
    const files = readContentFiles(path.join(root, "content"), root).map((f) => {
      if (f.path !== "content/packages/packages.yaml") return f;
      const packages = yaml.load(f.text) as { guide: { extraNotes?: { extra: string; note: string }[] }[] };
      packages.guide[0].extraNotes = [{ extra: "gibt-es-nicht", note: "Ein Hinweis." }];
      return { ...f, text: yaml.dump(packages, { lineWidth: -1 }) };
    });
    const messages = validateFiles(files, (p) => fs.existsSync(path.resolve(root, p))).map(formatIssue);
    expect(
      messages.some((m) => /packages\.yaml.*guide\.extraNotes\.extra.*unbekannte Extra „gibt-es-nicht“/.test(m)),
    ).toBe(true);
  });
});
