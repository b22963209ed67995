/**
 * @jest-environment node
 */
import yaml from "js-yaml";
import matter from "gray-matter";
import { cmsConfig } from "../../src/cms/config";
import type { CmsCollection, CmsField } from "../../src/cms/types";
import { COLLECTIONS } from "../../src/model/collections";
import { typeDefs } from "../../gatsby/schema";
import { formatIssue, readContentFiles, validateFiles, type ContentFile } from "../../gatsby/validate-content";

/**
 * The CMS and the build enforce the same rules because both are derived from src/model/. These
 * tests break each top-level field of a real content file the way an editor could and check that
 * the build rejects exactly what the CMS (its config as /admin receives it) would reject.
 */
const files = readContentFiles("content");
const exists = () => true;

type Data = Record<string, unknown>;
interface Target {
  file: ContentFile;
  read: () => Data;
  write: (data: Data) => string;
  fields: CmsField[];
}

/** The first entry of each collection's first file, with the CMS fields /admin shows for it. */
function targets(): [string, Target][] {
  const out: [string, Target][] = [];
  for (const c of cmsConfig.collections as CmsCollection[]) {
    if (c.folder) {
      const file = files.find((f) => f.path.startsWith(`${c.folder}/`) && f.path.endsWith(`.${c.extension}`))!;
      const markdown = c.extension === "md";
      const fields = (c.fields ?? []).filter((f) => !(markdown && f.name === "body"));
      out.push([
        file.path,
        {
          file,
          fields,
          read: () => (markdown ? { ...matter(file.text).data } : (yaml.load(file.text) as Data)),
          write: (data) => (markdown ? matter.stringify(matter(file.text).content, data) : yaml.dump(data)),
        },
      ]);
    }
    for (const entry of c.files ?? []) {
      const file = files.find((f) => f.path === entry.file);
      if (!file) continue;
      const isList = (c.format as string) === "yaml-list";
      const fields = isList ? ((entry.fields[0] as CmsField & { fields: CmsField[] }).fields ?? []) : entry.fields;
      out.push([
        file.path,
        {
          file,
          fields,
          read: () => (isList ? { ...(yaml.load(file.text) as Data[])[0] } : (yaml.load(file.text) as Data)),
          write: (data) => (isList ? yaml.dump([data, ...(yaml.load(file.text) as Data[]).slice(1)]) : yaml.dump(data)),
        },
      ]);
    }
  }
  return out;
}

const errorsFor = (target: Target, change: (data: Data) => void): string[] => {
  const data = target.read();
  change(data);
  const changed = files.map((f) => (f === target.file ? { ...f, text: target.write(data) } : f));
  return validateFiles(changed, exists).map(formatIssue);
};
const mentions = (errors: string[], field: string) =>
  errors.filter((e) => e.includes(`Feld „${field}“`) || e.includes(`Feld „${field}.`));

describe("one content model behind the CMS and the build", () => {
  const all = targets();

  it("has a CMS entry for every collection of the model", () => {
    expect(all.length).toBeGreaterThanOrEqual(COLLECTIONS.length - 1); // a collection without a file yet has nothing to edit
  });

  it.each(all)("%s: a required field left empty is rejected, an optional one is not", (_path, target) => {
    for (const field of target.fields) {
      const f = field as CmsField & { required?: boolean; widget: string };
      if (f.widget === "boolean") continue;
      const errors = mentions(
        errorsFor(target, (d) => delete d[f.name]),
        f.name,
      );
      if (f.required === false) expect({ field: f.name, errors }).toEqual({ field: f.name, errors: [] });
      else expect({ field: f.name, rejected: errors.length > 0 }).toEqual({ field: f.name, rejected: true });
    }
  });

  it.each(all)("%s: a value the CMS pattern refuses is refused by the build", (_path, target) => {
    for (const field of target.fields) {
      const f = field as CmsField & { pattern?: [string, string] };
      if (!f.pattern) continue;
      const bad = "Nicht passend!";
      expect(new RegExp(f.pattern[0]).test(bad)).toBe(false);
      const errors = mentions(
        errorsFor(target, (d) => (d[f.name] = bad)),
        f.name,
      );
      expect({ field: f.name, rejected: errors.length > 0 }).toEqual({ field: f.name, rejected: true });
    }
  });

  it.each(all)("%s: a number outside the CMS range is refused by the build", (_path, target) => {
    for (const field of target.fields) {
      const f = field as CmsField & { widget: string; min?: number; max?: number };
      if (f.widget !== "number") continue;
      for (const value of [f.min !== undefined ? f.min - 1 : undefined, f.max !== undefined ? f.max + 1 : undefined]) {
        if (value === undefined) continue;
        const errors = mentions(
          errorsFor(target, (d) => (d[f.name] = value)),
          f.name,
        );
        expect({ field: f.name, value, rejected: errors.length > 0 }).toEqual({ field: f.name, value, rejected: true });
      }
    }
  });

  it.each(all)("%s: a list shorter or longer than the CMS allows is refused by the build", (_path, target) => {
    for (const field of target.fields) {
      const f = field as CmsField & { widget: string; min?: number; max?: number };
      if (f.widget !== "list") continue;
      const current = target.read()[f.name];
      if (!Array.isArray(current) || current.length === 0) continue;
      if (f.min !== undefined && f.min > 0) {
        const errors = mentions(
          errorsFor(target, (d) => (d[f.name] = current.slice(0, f.min! - 1))),
          f.name,
        );
        expect({ field: f.name, rejected: errors.length > 0 }).toEqual({ field: f.name, rejected: true });
      }
      if (f.max !== undefined) {
        const errors = mentions(
          errorsFor(target, (d) => (d[f.name] = [...current, ...current].slice(0, f.max! + 1))),
          f.name,
        );
        expect({ field: f.name, rejected: errors.length > 0 }).toEqual({ field: f.name, rejected: true });
      }
    }
  });

  it.each(all)("%s: an unknown key is reported, not ignored", (_path, target) => {
    const errors = errorsFor(target, (d) => (d.tippfehlerFeld = "x"));
    expect(errors.some((e) => e.startsWith(target.file.path) && e.includes("unbekanntes Feld: tippfehlerFeld"))).toBe(
      true,
    );
  });

  it("declares every field of the model in GraphQL", () => {
    for (const c of COLLECTIONS) {
      const node = c.shape === "markdown" ? `${c.node}Frontmatter` : c.node;
      const block = new RegExp(`type ${node}[^{]*\\{([^}]*)\\}`).exec(typeDefs)?.[1] ?? "";
      for (const name of Object.keys(c.fields)) {
        if (c.shape === "markdown" && name === "body") continue;
        expect({
          type: node,
          field: name,
          declared: new RegExp(`\\b${name === "id" && c.shape !== "markdown" ? "yamlId" : name}:`).test(block),
        }).toEqual({
          type: node,
          field: name,
          declared: true,
        });
      }
    }
  });
});
