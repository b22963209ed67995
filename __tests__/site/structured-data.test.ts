/**
 * Issue 40, item 6: structured data says exactly what the page shows. On every built page, an
 * aggregateRating's figure and count stand in the page's visible text, and no page marks up a
 * celebration that is over as a schema.org Event (the private parties on /referenzen least of all).
 */
import path from "path";
import { PUBLIC_DIR, htmlFiles, parseHtmlFile } from "../support/built-site";

const PAGES = htmlFiles().map((file) => {
  const doc = parseHtmlFile(file);
  const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? ""),
  );
  for (const hidden of doc.querySelectorAll("script, style, template, noscript")) hidden.remove();
  return { page: path.relative(PUBLIC_DIR, file), ld, text: doc.body?.textContent ?? "" };
});

/** Every object inside a JSON-LD value, nested ones and @graph entries included. */
const objects = (value: unknown): Record<string, unknown>[] => {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  return [record, ...Object.values(record).flatMap(objects)];
};
const typesOf = (o: Record<string, unknown>): string[] => [o["@type"]].flat().filter((t) => typeof t === "string");

/** The numbers a reader sees, read the German way: "4,8" → 4.8, "1.234" → 1234, "137" → 137. */
const visibleNumbers = (text: string): number[] =>
  [...text.matchAll(/\d+(?:\.\d{3})*(?:,\d+)?/g)].map((m) => Number(m[0].replace(/\./g, "").replace(",", ".")));

/** Today in Hamburg, "2026-11-27". */
const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(new Date());

describe("structured data matches the visible page", () => {
  it("finds the built pages", () => {
    expect(PAGES.length).toBeGreaterThan(10);
  });

  it.each(PAGES.map((p) => [p.page, p] as const))("%s: every aggregateRating is visible", (_page, p) => {
    const shown = visibleNumbers(p.text);
    const ratings = objects(p.ld).filter((o) => typesOf(o).includes("AggregateRating"));
    for (const rating of ratings) {
      const value = Number(rating.ratingValue);
      const count = Number(rating.reviewCount ?? rating.ratingCount);
      expect({ ratingValue: value, shown: shown.includes(value) }).toEqual({ ratingValue: value, shown: true });
      expect({ reviewCount: count, shown: shown.includes(count) }).toEqual({ reviewCount: count, shown: true });
    }
  });

  it.each(PAGES.map((p) => [p.page, p] as const))("%s: no Event that is over", (_page, p) => {
    const past = objects(p.ld)
      .filter((o) => typesOf(o).some((t) => /Event$/.test(t)))
      .filter((o) => typeof o.startDate === "string" && o.startDate.slice(0, 10) < today)
      .map((o) => `${o.name ?? ""} ${o.startDate}`);
    expect(past).toEqual([]);
  });
});
