/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { formatIssue, readContentFiles, validateFiles, type ContentFile } from "../../gatsby/validate-content";

const root = path.resolve(__dirname, "../..");
const exists = (p: string) => fs.existsSync(path.resolve(root, p));
const baseline = (): ContentFile[] => readContentFiles(path.join(root, "content"), root);

/** The real content with one file's text changed: a broken fixture for one rule. */
function breakFile(file: string, change: (text: string) => string): ContentFile[] {
  const files = baseline();
  const target = files.find((f) => f.path === file);
  if (!target) throw new Error(`fixture file missing: ${file}`);
  const changed = change(target.text);
  if (changed === target.text) throw new Error(`the fixture change did not apply to ${file}`);
  return files.map((f) => (f === target ? { ...f, text: changed } : f));
}

const messages = (files: ContentFile[], fileExists = exists) => validateFiles(files, fileExists).map(formatIssue);

describe("content validator", () => {
  it("accepts the content as committed", () => {
    expect(messages(baseline())).toEqual([]);
  });

  it("names file, entry and field when a required field is missing", () => {
    const files = breakFile("content/locations/locations.yaml", (t) => t.replace("  capacity: 200 Gäste\n", ""));
    expect(messages(files)).toContain('content/locations/locations.yaml, Eintrag 3 („Gut Basthorst“), Feld „capacity“: fehlt (Pflichtfeld)');
  });

  it("rejects a wrong type with the value found", () => {
    const files = breakFile("content/cities/kiel.yaml", (t) => t.replace(/distanceKm: 90/, "distanceKm: neunzig"));
    expect(messages(files)).toContain('content/cities/kiel.yaml, Feld „distanceKm“: muss eine Zahl sein, gefunden: "neunzig"');
  });

  it("rejects a rating outside 1–5", () => {
    const files = breakFile("content/locations/locations.yaml", (t) => t.replace("  rating: 5\n", "  rating: 7\n"));
    expect(messages(files)).toContain('content/locations/locations.yaml, Eintrag 1 („Schloss Ahrensburg“), Feld „rating“: muss zwischen 1 und 5 liegen, gefunden: 7');
  });

  it("rejects a testimonial rating of 0", () => {
    const files = breakFile("content/testimonials/testimonials.yaml", (t) => t.replace("rating: 5", "rating: 0"));
    expect(messages(files)).toContain('content/testimonials/testimonials.yaml, Eintrag 1 („Katrin S.“), Feld „rating“: muss zwischen 1 und 5 liegen, gefunden: 0');
  });

  it("rejects a price that is not a positive number", () => {
    const files = breakFile("content/packages/packages.yaml", (t) => t.replace("netPrice: 1200", "netPrice: -1200"));
    expect(messages(files)).toContain('content/packages/packages.yaml, guide › Eintrag 2 („Premium-Paket“), Feld „netPrice“: muss eine positive Zahl sein, gefunden: -1200');
  });

  it("rejects a duplicate blog slug", () => {
    const files = breakFile("content/blog/firmenfeier-musik-trends-2025.md", (t) => t.replace("slug: firmenfeier-musik-trends-2025", "slug: eventmusik-trends-2025"));
    expect(messages(files).some((m) => m.startsWith("content/blog/firmenfeier-musik-trends-2025.md, Frontmatter, Feld „slug“: „eventmusik-trends-2025“ ist doppelt vergeben"))).toBe(true);
  });

  it("rejects a duplicate location id", () => {
    const files = breakFile("content/locations/locations.yaml", (t) => t.replace("- id: gut-helmstorf", "- id: gut-basthorst"));
    expect(messages(files).some((m) => m.startsWith("content/locations/locations.yaml, Eintrag 8 („Gut Helmstorf“), Feld „id“: „gut-basthorst“ ist doppelt vergeben"))).toBe(true);
  });

  it("rejects an unknown blog category and lists the allowed ones", () => {
    const files = breakFile("content/blog/eventmusik-trends-2025.md", (t) => t.replace(/^category: .*$/m, "category: Kochrezepte"));
    const found = messages(files).find((m) => m.includes("Kochrezepte"));
    expect(found).toMatch(/^content\/blog\/eventmusik-trends-2025\.md, Frontmatter, Feld „category“: unbekannte Kategorie „Kochrezepte“; erlaubt sind: Musik & Trends/);
  });

  it("rejects a missing image file", () => {
    const files = breakFile("content/locations/locations.yaml", (t) => t.replace("./images/gut-helmstorf.jpg", "./images/gut-helmstorf-alt.jpg"));
    expect(messages(files)).toContain(
      "content/locations/locations.yaml, Eintrag 8 („Gut Helmstorf“), Feld „image“: Bilddatei nicht gefunden: ./images/gut-helmstorf-alt.jpg (erwartet unter content/locations/images/gut-helmstorf-alt.jpg)",
    );
  });

  it("rejects an invalid date", () => {
    const files = breakFile("content/blog/eventmusik-trends-2025.md", (t) => t.replace(/^publishedAt: .*$/m, 'publishedAt: "2025-02-30T09:00:00+01:00"'));
    expect(messages(files)).toContain('content/blog/eventmusik-trends-2025.md, Frontmatter, Feld „publishedAt“: ist kein gültiges Datum, gefunden: "2025-02-30T09:00:00+01:00"');
  });

  it("rejects a display date that does not match publishedAt", () => {
    const files = breakFile("content/blog/eventmusik-trends-2025.md", (t) => t.replace(/^date: .*$/m, 'date: "11. März 2025"'));
    expect(messages(files).some((m) => m.includes("Feld „date“: passt nicht zu publishedAt"))).toBe(true);
  });

  it("accepts an article without a display date or with an empty one (it is derived from publishedAt)", () => {
    for (const replacement of ["", 'date: ""']) {
      const files = breakFile("content/blog/eventmusik-trends-2025.md", (t) => t.replace(/^date: .*$/m, replacement));
      expect(messages(files)).toEqual([]);
    }
  });

  it("reports a YAML syntax error with its line", () => {
    const files = breakFile("content/faqs/faqs.yaml", (t) => t.replace("home:\n", "home:\n  - question: [kaputt\n"));
    const found = messages(files).find((m) => m.startsWith("content/faqs/faqs.yaml"));
    expect(found).toMatch(/^content\/faqs\/faqs\.yaml: YAML-Syntaxfehler in Zeile \d+, Spalte \d+/);
  });

  it("reports a syntax error in Markdown frontmatter", () => {
    const files = breakFile("content/blog/eventmusik-trends-2025.md", (t) => t.replace(/^readTime: .*$/m, "readTime: [5"));
    expect(messages(files).some((m) => /^content\/blog\/eventmusik-trends-2025\.md: YAML-Syntaxfehler in Zeile \d+/.test(m))).toBe(true);
  });
});
