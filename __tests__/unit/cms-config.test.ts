/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import matter from "gray-matter";
import { cmsConfig } from "../../src/cms/config";
import { COLLECTIONS } from "../../src/model/collections";
import { yamlList } from "../../src/cms/formats";
import type { CmsCollection, CmsField } from "../../src/cms/types";
import { validateFiles, readContentFiles, formatIssue } from "../../src/checks/validate";
import { previewPages } from "../../gatsby/cms-preview";
import { LIVE_CMS } from "../../src/cms/live-backend";
import { adminContentSecurityPolicy, contentSecurityPolicy } from "../../gatsby/host-files";

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

const load = (file: string) =>
  file.endsWith(".md") ? matter(fs.readFileSync(file, "utf8")).data : yaml.load(fs.readFileSync(file, "utf8"));
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
    expect(blog).toMatchObject({
      folder: "content/blog",
      create: true,
      format: "frontmatter",
      media_folder: "images",
      public_folder: "images",
    });
    expect(cities).toMatchObject({ folder: "content/cities", create: true });
    const category = blog.fields!.find((f) => f.name === "category") as CmsField & {
      collection: string;
      value_field: string;
    };
    expect(category).toMatchObject({ widget: "relation", collection: "categories", value_field: "items.*.name" });
    const widgets = Object.fromEntries(blog.fields!.map((f) => [f.name, f.widget]));
    expect(widgets).toMatchObject({
      publishedAt: "datetime",
      image: "image",
      readTime: "number",
      tags: "list",
      body: "markdown",
    });
  });

  it("is German and uses the local backend only on this machine", () => {
    expect(cmsConfig).toMatchObject({ locale: "de", local_backend: true, load_config_file: false });
  });
});

describe("the live editor's backend", () => {
  it("is GitHub through an OAuth provider, not Netlify Identity / Git Gateway", () => {
    expect(cmsConfig.backend.name).toBe("github");
    expect(cmsConfig.backend.name).not.toBe("git-gateway");
    expect(cmsConfig.backend).toMatchObject({
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      branch: "main",
    });
  });

  it("takes backend name, repository, branch and OAuth provider from live-backend.ts and nowhere else", () => {
    expect(cmsConfig.backend).toEqual({
      name: LIVE_CMS.backend,
      repo: LIVE_CMS.repo,
      branch: LIVE_CMS.branch,
      base_url: LIVE_CMS.baseUrl,
      auth_endpoint: LIVE_CMS.authEndpoint,
      api_root: LIVE_CMS.apiRoot,
    });
    // Other settings there change the editor's configuration and its policy at /admin alike.
    const other = {
      ...LIVE_CMS,
      repo: "jan-petersen/website",
      branch: "live",
      baseUrl: "https://auth.dj-petersen.de",
      apiRoot: "https://git.example.org/api/v3",
    };
    jest.isolateModules(() => {
      jest.doMock("../../src/cms/live-backend", () => ({
        ...jest.requireActual("../../src/cms/live-backend"),
        LIVE_CMS: other,
      }));
      const { cmsConfig: config } = jest.requireActual<typeof import("../../src/cms/config")>("../../src/cms/config");
      const { adminContentSecurityPolicy } =
        jest.requireActual<typeof import("../../gatsby/host-files")>("../../gatsby/host-files");
      expect(config.backend).toMatchObject({
        repo: "jan-petersen/website",
        branch: "live",
        base_url: "https://auth.dj-petersen.de",
      });
      expect(adminContentSecurityPolicy()).toMatch(
        /connect-src [^;]*https:\/\/git\.example\.org [^;]*https:\/\/auth\.dj-petersen\.de/,
      );
    });
    jest.dontMock("../../src/cms/live-backend");
  });

  it("lets /admin talk to the GitHub API and the OAuth provider, and no public page", () => {
    const connect = /connect-src ([^;]*)/.exec(adminContentSecurityPolicy())?.[1].split(" ") ?? [];
    expect(connect).toEqual(
      expect.arrayContaining(["https://api.github.com", "https://api.netlify.com", "http://localhost:8081"]),
    );
    expect(contentSecurityPolicy("https://formspree.io", [])).not.toMatch(/github|netlify/);
  });

  it("is named in no other source file (one place)", () => {
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return sources(full);
        return /\.(tsx?|mjs|js|toml|ya?ml)$/.test(e.name) ? [full] : [];
      });
    const files = [...sources("src"), ...sources("gatsby"), ...sources("scripts"), "gatsby-config.ts", "netlify.toml"];
    const literals = [LIVE_CMS.repo, LIVE_CMS.baseUrl, LIVE_CMS.apiRoot, "git-gateway"];
    const found = files
      .filter((f) => path.resolve(f) !== path.resolve("src/cms/live-backend.ts"))
      .flatMap((f) => literals.filter((l) => fs.readFileSync(f, "utf8").includes(l)).map((l) => `${f}: ${l}`));
    expect(found).toEqual([]);
  });
});

describe("yaml-list format", () => {
  it("round-trips a top-level list file without changing its data", () => {
    for (const file of [
      "content/locations/locations.yaml",
      "content/testimonials/testimonials.yaml",
      "content/categories/categories.yaml",
    ]) {
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
        ? {
            ...f,
            text: yamlList.toFile({ items: [...(yaml.load(f.text) as unknown[]), { name: "Hochzeit & Trauung" }] }),
          }
        : f,
    );
    expect(validateFiles(files, (p) => fs.existsSync(p)).map(formatIssue)).toEqual([]);
  });
});

describe("preview pages", () => {
  it("names one built page per kind, or none when there is none", () => {
    expect(previewPages(["luebeck", "bremen"], ["b-artikel", "a-artikel"], ["hochzeits-dj", "abiball-dj"])).toEqual({
      city: "/event-dj-bremen",
      article: "/blog/a-artikel",
      occasion: "/abiball-dj",
    });
    expect(previewPages([], [], [])).toEqual({ city: null, article: null, occasion: null });
  });
});

describe("optional groups", () => {
  /** Every object field of the config, with its path: [where, field]. */
  const objects = (fields: readonly CmsField[], at: string): [string, CmsField & { fields: CmsField[] }][] =>
    fields.flatMap((field) => {
      const f = field as CmsField & { fields?: CmsField[]; widget?: string };
      const here = `${at}.${f.name}`;
      const own: [string, CmsField & { fields: CmsField[] }][] =
        f.widget === "object" && f.fields ? [[here, f as CmsField & { fields: CmsField[] }]] : [];
      return [...own, ...(f.fields ? objects(f.fields, here) : [])];
    });
  const all = (cmsConfig.collections as CmsCollection[]).flatMap((c) => {
    const files = (c as { files?: { name: string; fields: CmsField[] }[] }).files ?? [];
    const own = (c as { fields?: CmsField[] }).fields ?? [];
    return [...objects(own, c.name), ...files.flatMap((f) => objects(f.fields, `${c.name}/${f.name}`))];
  });

  it("can be left empty in /admin: Decap checks a group's required fields even when the group is optional", () => {
    const optional = all.filter(([, f]) => (f as { required?: boolean }).required === false);
    expect(optional.length).toBeGreaterThan(0);
    const blocking = optional.flatMap(([at, f]) =>
      f.fields.filter((sub) => (sub as { required?: boolean }).required !== false).map((sub) => `${at}.${sub.name}`),
    );
    expect(blocking).toEqual([]);
  });
});

describe("a new entry", () => {
  /** List fields at any depth, with their path. */
  const lists = (fields: readonly CmsField[], at: string): [string, CmsField][] =>
    fields.flatMap((field) => {
      const f = field as CmsField & { fields?: CmsField[]; widget?: string };
      const here = `${at}.${f.name}`;
      return [
        ...(f.widget === "list" && f.fields ? [[here, f] as [string, CmsField]] : []),
        ...lists(f.fields ?? [], here),
      ];
    });

  it("starts with empty lists: Decap would add an item to a list whose fields have a default, and refuse to save it", () => {
    const creatable = (cmsConfig.collections as (CmsCollection & { create?: boolean; fields?: CmsField[] })[]).filter(
      (c) => c.create && c.fields,
    );
    const found = creatable.flatMap((c) => lists(c.fields!, c.name));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(([, f]) => !Array.isArray((f as { default?: unknown }).default)).map(([at]) => at)).toEqual([]);
  });
});

describe("images beside their content file", () => {
  it("every collection whose files have an images/ folder beside them keeps its images there", () => {
    const root = path.resolve(__dirname, "../..");
    const dirOf = (c: (typeof COLLECTIONS)[number]) =>
      c.shape === "folder" || c.shape === "markdown" ? c.path : path.dirname(c.path);
    const withFolder = COLLECTIONS.filter((c) => fs.existsSync(path.join(root, dirOf(c), "images")));
    expect(withFolder.length).toBeGreaterThan(0);
    expect(withFolder.filter((c) => !c.images).map((c) => c.name)).toEqual([]);
  });

  it("every collection with images has its media folder where Decap reads it: a folder collection's, or each file's", () => {
    const withImages = COLLECTIONS.filter((c) => c.images);
    expect(withImages.length).toBeGreaterThan(0);
    const config = cmsConfig.collections as (CmsCollection & {
      folder?: string;
      media_folder?: string;
      files?: { file: string; media_folder?: string }[];
    })[];
    const wrong = withImages.flatMap((c) => {
      const folder = config.find((x) => x.folder === c.path);
      if (folder) return folder.media_folder === "images" ? [] : [c.path];
      const file = config.flatMap((x) => x.files ?? []).find((f) => f.file === c.path);
      return file?.media_folder === "images" ? [] : [c.path];
    });
    expect(wrong).toEqual([]);
  });
});
