/**
 * @jest-environment node
 */
/**
 * What the CMS writes, the site reads: every content file saved once through /admin (comments gone,
 * dates unquoted, long lines folded; see ../support/cms-save.ts) passes the content check, reads as
 * the same data, and nothing an editor needs lives only in a comment the first save would drop.
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { copySavedByCms } from "../support/cms-save";
import { CONTENT_DIR } from "../support/content";
import { contentWarningsForDir, formatIssue, validateContentDir } from "../../src/checks/validate";
import { COLLECTIONS } from "../../src/model/collections";
import type { Field, Fields } from "../../src/model/fields";
import { belongsTo, readContentFiles } from "../../src/checks/read";
import matter from "gray-matter";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-save-"));
const saved = path.join(root, "content");
beforeAll(() => copySavedByCms(CONTENT_DIR, saved));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Dates and times as instants, so "2026-12-12" and an unquoted 2026-12-12 (a Date) compare equal. */
const meaning = (value: unknown): unknown => {
  if (value instanceof Date) return value.getTime();
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value))
    return new Date(value.length === 10 ? `${value}T00:00:00Z` : value).getTime();
  if (Array.isArray(value)) return value.map(meaning);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, meaning(v)]));
  return value;
};
const read = (file: string): unknown => {
  const text = fs.readFileSync(file, "utf8");
  return file.endsWith(".md") ? { ...matter(text).data, body: matter(text).content.trim() } : yaml.load(text);
};

describe("content saved once through /admin", () => {
  const relative = (dir: string) =>
    readContentFiles(dir, dir)
      .filter((f) => /\.(ya?ml|md)$/.test(f.path))
      .map((f) => f.path);

  it("passes the content check with the same warnings", () => {
    expect(validateContentDir(saved, root).map(formatIssue)).toEqual([]);
    const names = (dir: string, base: string) =>
      contentWarningsForDir(dir, base).map((w) => formatIssue(w).replace(/^.*?content\//, "content/"));
    expect(names(saved, root)).toEqual(names(CONTENT_DIR, path.dirname(CONTENT_DIR)));
  });

  it("reads as the same data, file by file", () => {
    const files = relative(CONTENT_DIR);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files)
      expect({ file, data: meaning(read(path.join(saved, file))) }).toEqual({
        file,
        data: meaning(read(path.join(CONTENT_DIR, file))),
      });
  });

  it("loses no guidance: no content file keeps a comment (hints belong in the content model, shown in /admin)", () => {
    const commented = relative(CONTENT_DIR).filter(
      (file) => /\.ya?ml$/.test(file) && /^\s*#/m.test(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")),
    );
    expect(commented).toEqual([]);
  });
});

describe("every required field has a value the CMS accepts", () => {
  /** Required fields that are empty (""/[]/missing): /admin refuses to save the entry until someone fills them. */
  const emptyRequired = (fields: Fields, data: Record<string, unknown>, at: string): string[] =>
    Object.entries(fields).flatMap(([name, field]: [string, Field]) => {
      const value = data?.[name];
      const where = `${at}.${name}`;
      const empty = value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length);
      if (empty) return field.optional || field.kind === "boolean" || field.filled ? [] : [where];
      if (field.kind === "group") return emptyRequired(field.fields, value as Record<string, unknown>, where);
      if (field.kind === "list")
        return (value as Record<string, unknown>[]).flatMap((entry, i) =>
          emptyRequired(field.fields, entry, `${where}[${i}]`),
        );
      return [];
    });

  it("in every content file", () => {
    const files = readContentFiles(CONTENT_DIR, path.dirname(CONTENT_DIR));
    const found = COLLECTIONS.flatMap((collection) =>
      files
        .filter((f) => belongsTo(collection, f.path))
        .flatMap((f) => {
          const data =
            collection.shape === "markdown"
              ? { ...matter(f.text).data, body: matter(f.text).content }
              : (yaml.load(f.text) as unknown);
          const entries = collection.shape === "list" ? (data as Record<string, unknown>[]) : [data];
          return entries.flatMap((entry, i) =>
            emptyRequired(
              collection.fields,
              entry as Record<string, unknown>,
              collection.shape === "list" ? `${f.path}[${i}]` : f.path,
            ),
          );
        }),
    );
    expect(found).toEqual([]);
  });
});
