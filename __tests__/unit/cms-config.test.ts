/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import matter from "gray-matter";
import { cmsConfig } from "../../src/cms/config";
import { yamlList } from "../../src/cms/formats";
import type { CmsCollection, CmsField } from "../../src/cms/types";
import { validateFiles, readContentFiles, formatIssue } from "../../gatsby/validate-content";
import { previewPages } from "../../gatsby/cms-preview";

/**
 * The CMS writes the content files, so its field list must match them exactly: a field the
 * config lacks can't be edited, a field the files lack would be written as a new, unknown key.
 */
type Shape = { [key: string]: Shape | null };

function shapeOfData(value: unknown): Shape | null {
  if (Array.isArray(value)) return value.length && typeof value[0] === "object" ? shapeOfData(value[0]) : null;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOfData(v)]));
  }
  return null;
}

function shapeOfFields(fields: readonly CmsField[]): Shape {
  return Object.fromEntries(
    fields.map((field) => {
      const f = field as CmsField & { fields?: CmsField[]; field?: CmsField };
      return [f.name, f.fields ? shapeOfFields(f.fields) : null];
    }),
  );
}

/** Keys the file has (in any entry) compared with the config; optional config keys may be absent. */
function compare(data: Shape | null, config: Shape, trail: string[] = []): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(data ?? {})) {
    if (!(key in config)) problems.push(`${[...trail, key].join(".")} fehlt in der CMS-Konfiguration`);
    else if (config[key] && data![key]) problems.push(...compare(data![key], config[key]!, [...trail, key]));
  }
  return problems;
}

const load = (file: string) => (file.endsWith(".md") ? matter(fs.readFileSync(file, "utf8")).data : yaml.load(fs.readFileSync(file, "utf8")));
const collections = cmsConfig.collections as CmsCollection[];

describe("CMS configuration", () => {
  it("covers every content folder", () => {
    const covered = new Set<string>();
    for (const c of collections) {
      if (c.folder) covered.add(c.folder);
      for (const f of c.files ?? []) covered.add(path.dirname(f.file));
    }
    const folders = fs
      .readdirSync("content", { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `content/${d.name}`);
    expect(folders.filter((f) => !covered.has(f))).toEqual([]);
  });

  it.each(collections.flatMap((c) => (c.files ?? []).map((f) => [f.file, c, f] as const)))(
    "file %s: every key is editable",
    (file, collection, entry) => {
      let data = load(file);
      if (collection.format === ("yaml-list" as string)) data = yamlList.fromFile(fs.readFileSync(file, "utf8"));
      expect(compare(shapeOfData(data), shapeOfFields(entry.fields))).toEqual([]);
    },
  );

  it.each(collections.filter((c) => c.folder).map((c) => [c.folder!, c] as const))(
    "folder %s: every key of every file is editable",
    (folder, collection) => {
      const files = fs.readdirSync(folder).filter((f) => f.endsWith(`.${collection.extension}`));
      expect(files.length).toBeGreaterThan(0);
      const fields = shapeOfFields(collection.fields!);
      for (const file of files) {
        const data = load(path.join(folder, file)) as Record<string, unknown>;
        expect(compare(shapeOfData(data), fields, [file])).toEqual([]);
      }
    },
  );

  it("lets editors create blog articles and cities, with images next to the article", () => {
    const blog = collections.find((c) => c.name === "blog")!;
    const cities = collections.find((c) => c.name === "cities")!;
    expect(blog).toMatchObject({ folder: "content/blog", create: true, format: "frontmatter", media_folder: "images", public_folder: "images" });
    expect(cities).toMatchObject({ folder: "content/cities", create: true });
    const category = blog.fields!.find((f) => f.name === "category") as CmsField & { collection: string; value_field: string };
    expect(category).toMatchObject({ widget: "relation", collection: "categories", value_field: "items.*.name" });
    const widgets = Object.fromEntries(blog.fields!.map((f) => [f.name, f.widget]));
    expect(widgets).toMatchObject({ publishedAt: "datetime", image: "image", readTime: "number", tags: "list", body: "markdown" });
  });

  it("is German and uses the local backend only on this machine", () => {
    expect(cmsConfig).toMatchObject({ locale: "de", local_backend: true, load_config_file: false });
  });
});

describe("yaml-list format", () => {
  it("round-trips a top-level list file without changing its data", () => {
    for (const file of ["content/locations/locations.yaml", "content/testimonials/testimonials.yaml", "content/categories/categories.yaml"]) {
      const text = fs.readFileSync(file, "utf8");
      const edited = yamlList.fromFile(text);
      expect(Array.isArray(edited.items)).toBe(true);
      const written = yamlList.toFile(edited);
      expect(yaml.load(written)).toEqual(yaml.load(text));
    }
  });

  it("writes files the content validator accepts", () => {
    const files = readContentFiles("content").map((f) =>
      f.path === "content/categories/categories.yaml"
        ? { ...f, text: yamlList.toFile({ items: [...(yaml.load(f.text) as unknown[]), { name: "Hochzeit & Trauung" }] }) }
        : f,
    );
    expect(validateFiles(files, (p) => fs.existsSync(p)).map(formatIssue)).toEqual([]);
  });
});

describe("preview pages", () => {
  it("names one built page per kind, or none when there is none", () => {
    expect(previewPages(["luebeck", "bremen"], ["b-artikel", "a-artikel"])).toEqual({ city: "/event-dj-bremen", article: "/blog/a-artikel" });
    expect(previewPages([], [])).toEqual({ city: null, article: null });
  });
});
