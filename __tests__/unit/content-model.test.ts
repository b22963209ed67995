/**
 * @jest-environment node
 */
import yaml from "js-yaml";
import matter from "gray-matter";
import { cmsConfig } from "../../src/cms/config";
import type { CmsCollection, CmsField } from "../../src/cms/types";
import { COLLECTIONS } from "../../src/model/collections";
import { typeDefs } from "../../gatsby/schema";
import { formatIssue, readContentFiles, validateFiles, type ContentFile } from "../../src/checks/validate";

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

  // Each test breaks all the fields it concerns in one change and expects every one of them named in the
  // errors: validating the whole content costs ~40 ms, once per field was 12 CPU-seconds of the unit run.
  // Optional fields are left empty together while every required one is present, so the build's
  // cross-field rules run on them as on a single empty field.
  const named = (errors: string[], fields: string[]) =>
    Object.fromEntries(fields.map((name) => [name, mentions(errors, name).length > 0]));
  const everyOne = (fields: string[], value: boolean) => Object.fromEntries(fields.map((name) => [name, value]));

  it.each(all)("%s: a required field left empty is rejected, an optional one is not", (_path, target) => {
    const fields = target.fields.filter((f) => (f as CmsField & { widget: string }).widget !== "boolean");
    const required = fields.filter((f) => (f as { required?: boolean }).required !== false).map((f) => f.name);
    const optional = fields.filter((f) => (f as { required?: boolean }).required === false).map((f) => f.name);
    const withoutRequired = errorsFor(target, (d) => required.forEach((name) => delete d[name]));
    expect(named(withoutRequired, required)).toEqual(everyOne(required, true));
    const withoutOptional = errorsFor(target, (d) => optional.forEach((name) => delete d[name]));
    expect(named(withoutOptional, optional)).toEqual(everyOne(optional, false));
  });

  it.each(all)("%s: a value the CMS pattern refuses is refused by the build", (_path, target) => {
    const bad = "Nicht passend!";
    const patterned = target.fields.filter((f) => (f as { pattern?: [string, string] }).pattern);
    for (const f of patterned)
      expect(new RegExp((f as { pattern: [string, string] }).pattern[0]).test(bad)).toBe(false);
    const names = patterned.map((f) => f.name);
    const errors = errorsFor(target, (d) => names.forEach((name) => (d[name] = bad)));
    expect(named(errors, names)).toEqual(everyOne(names, true));
  });

  it.each(all)("%s: a number outside the CMS range is refused by the build", (_path, target) => {
    const numbers = target.fields.filter((f) => (f as { widget: string }).widget === "number") as (CmsField & {
      min?: number;
      max?: number;
    })[];
    for (const [bound, beyond] of [
      ["min", -1],
      ["max", 1],
    ] as const) {
      const limited = numbers.filter((f) => f[bound] !== undefined);
      const names = limited.map((f) => f.name);
      const errors = errorsFor(target, (d) => limited.forEach((f) => (d[f.name] = f[bound]! + beyond)));
      expect({ bound, rejected: named(errors, names) }).toEqual({ bound, rejected: everyOne(names, true) });
    }
  });

  it.each(all)("%s: a list shorter or longer than the CMS allows is refused by the build", (_path, target) => {
    type Limited = CmsField & { widget: string; min?: number; max?: number };
    const current = (name: string) => target.read()[name];
    const lists = (target.fields as Limited[]).filter((f) => {
      const items = current(f.name);
      return f.widget === "list" && Array.isArray(items) && items.length > 0;
    });
    const items = (f: Limited) => current(f.name) as unknown[];
    const cases: [Limited[], (f: Limited) => unknown[]][] = [
      [lists.filter((f) => f.min !== undefined && f.min > 0), (f) => items(f).slice(0, f.min! - 1)],
      [lists.filter((f) => f.max !== undefined), (f) => [...items(f), ...items(f)].slice(0, f.max! + 1)],
    ];
    for (const [broken, value] of cases) {
      const names = broken.map((f) => f.name);
      const errors = errorsFor(target, (d) => broken.forEach((f) => (d[f.name] = value(f))));
      expect(named(errors, names)).toEqual(everyOne(names, true));
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
