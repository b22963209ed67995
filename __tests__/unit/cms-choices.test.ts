/**
 * /admin lets the editor pick instead of typing codes: a field that names an entry of another
 * collection lists that collection's entries by name (Decap's relation widget), an event type is
 * chosen from the enquiry form's types, and the days of the availability list are titled by their
 * date. The options are computed the way /admin computes them – Decap's own relation widget over
 * the entries its backend would list (the content files) – and what is chosen is stored exactly as
 * the files store it today.
 *
 * (jsdom: Decap's widget bundles expect a browser.)
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import matter from "gray-matter";
import { cmsConfig } from "../../src/cms/config";
import { cmsPlace } from "../../src/cms/decap-collections";
import { yamlList } from "../../src/cms/formats";
import { COLLECTIONS, type Collection } from "../../src/model/collections";
import { EVENT_TYPES } from "../../src/model/event-types";
import type { EntriesOf, Field, Fields } from "../../src/model/fields";

const ROOT = path.resolve(__dirname, "../..");
// Decap's own packages, as /admin runs them (decap-cms-app bundles this copy); untyped UMD bundles.
/* eslint-disable @typescript-eslint/no-require-imports */
const { fromJS, Map: ImmutableMap } = require("decap-cms-app/node_modules/immutable");
const { stringTemplate } = require("decap-cms-app/node_modules/decap-cms-lib-widgets");
const RelationControl = require("decap-cms-app/node_modules/decap-cms-widget-relation").controlComponent;
/* eslint-enable @typescript-eslint/no-require-imports */

/** A CMS field as the config holds it (Decap's union type is too narrow to walk). */
type Config = Record<string, unknown> & {
  name: string;
  widget?: string;
  label?: string;
  summary?: string;
  fields?: Config[];
  field?: Config;
};
type Data = Record<string, unknown>;

// ---- Where /admin keeps a field, and what its backend lists ----------------------------------------

const collections = cmsConfig.collections as unknown as {
  name: string;
  fields?: Config[];
  files?: { name: string; fields: Config[] }[];
}[];

/** The CMS fields /admin shows for one entry of a model collection. */
function entryFields(c: Collection): Config[] {
  const place = cmsPlace(c);
  const cms = collections.find((x) => x.name === place.collection)!;
  if (!place.file) return cms.fields!;
  const fields = cms.files!.find((f) => f.name === place.file)!.fields;
  return c.shape === "list" ? fields[0].fields! : fields;
}

/** The CMS field at a path of field names (through groups and lists). */
const fieldAt = (fields: Config[], trail: readonly string[]): Config => {
  const [name, ...rest] = trail;
  const field = fields.find((f) => f.name === name)!;
  return rest.length ? fieldAt(field.fields!, rest) : field;
};

const read = (file: string): Data => {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  return file.endsWith(".md") ? matter(text).data : (yaml.load(text) as Data);
};

/** The entries of a model collection as Decap's backend lists them: { data, slug } per entry file. */
function backendEntries(c: Collection): { data: Data; slug: string; path: string }[] {
  if (c.shape === "folder" || c.shape === "markdown")
    return fs
      .readdirSync(path.join(ROOT, c.path))
      .filter((f) => /\.(ya?ml|md)$/.test(f))
      .map((f) => ({ data: read(path.join(c.path, f)), slug: f.replace(/\.\w+$/, ""), path: `${c.path}/${f}` }));
  const text = fs.readFileSync(path.join(ROOT, c.path), "utf8");
  return [
    { data: c.shape === "list" ? yamlList.fromFile(text) : (yaml.load(text) as Data), slug: c.name, path: c.path },
  ];
}

/** The options /admin's relation widget offers for a field: Decap's parser over what its backend lists. */
function relationOptions(field: Config): { value: string; label: string }[] {
  const target = COLLECTIONS.find((c) => {
    const place = cmsPlace(c);
    return place.collection === field.collection && place.file === field.file;
  });
  if (!target) throw new Error(`${field.name}: keine Sammlung ${String(field.collection)}/${String(field.file)}`);
  const control = new RelationControl({
    field: fromJS(field),
    query: () => undefined,
    onChange: () => undefined,
    forID: field.name,
    classNameWrapper: "",
    setActiveStyle: () => undefined,
    setInactiveStyle: () => undefined,
  });
  return control.parseHitOptions(backendEntries(target)).map(({ value, label }: { value: string; label: string }) => ({
    value,
    label,
  }));
}

// ---- The model's references -----------------------------------------------------------------------

interface Referring {
  collection: Collection;
  trail: string[];
  target: EntriesOf;
  many: boolean;
}

/** Every field (in groups and lists too) whose value names an entry of another collection. */
function referring(c: Collection, fields: Fields = c.fields, trail: string[] = []): Referring[] {
  return (Object.entries(fields) as [string, Field][]).flatMap(([name, field]) => {
    const here = [...trail, name];
    if (field.kind === "reference") return [{ collection: c, trail: here, target: field, many: false }];
    if (field.kind === "text" && (field.refersTo ?? field.choose))
      return [{ collection: c, trail: here, target: (field.refersTo ?? field.choose)!, many: false }];
    if (field.kind === "values" && field.item.kind === "text" && (field.item.refersTo ?? field.item.choose))
      return [{ collection: c, trail: here, target: (field.item.refersTo ?? field.item.choose)!, many: true }];
    if (field.kind === "group" || field.kind === "list") return referring(c, field.fields, here);
    return [];
  });
}

/** Every value stored today at a path of field names, across all entries (lists flattened). */
function storedValues(c: Collection, trail: readonly string[]): string[] {
  const walk = (node: unknown, keys: readonly string[]): unknown[] => {
    if (Array.isArray(node)) return node.flatMap((item) => walk(item, keys));
    if (!keys.length) return [node];
    return node && typeof node === "object" ? walk((node as Data)[keys[0]], keys.slice(1)) : [];
  };
  const entries = backendEntries(c).flatMap((e) => (c.shape === "list" ? (e.data.items as Data[]) : [e.data]));
  return walk(entries, trail).filter((v): v is string => typeof v === "string" && v.trim() !== "");
}

const targetEntries = (r: Referring): Data[] => {
  const c = COLLECTIONS.find((x) => x.name === r.target.collection)!;
  const entries = backendEntries(c).flatMap((e) => (c.shape === "list" ? (e.data.items as Data[]) : [e.data]));
  return r.target.list ? entries.flatMap((e) => (e[r.target.list!] as Data[]) ?? []) : entries;
};

const ALL = COLLECTIONS.flatMap((c) => referring(c));
const label = (r: Referring) => `${r.collection.name}.${r.trail.join(".")} → ${r.target.collection}`;

describe("choosing instead of typing codes in /admin", () => {
  it("an event's location and town are picked from the locations and the city pages, listed by name", () => {
    const events = COLLECTIONS.find((c) => c.name === "events")!;
    // What the build checks them against (refersTo in src/model/collections/events.ts, checked by src/checks/references.ts): a location's id, a city page's slug.
    for (const [field, target, key, name] of [
      ["location", "locations", "id", "name"],
      ["city", "cities", "slug", "name"],
    ] as const) {
      const cms = fieldAt(entryFields(events), [field]);
      expect({ field, widget: cms.widget }).toEqual({ field, widget: "relation" });
      const options = relationOptions(cms);
      const entries = backendEntries(COLLECTIONS.find((c) => c.name === target)!).flatMap((e) =>
        target === "locations" ? (e.data.items as Data[]) : [e.data],
      );
      expect(options).toEqual(entries.map((e) => ({ value: e[key], label: e[name] })));
      expect(cms.required).toBe(false);
    }
  });

  it("finds the references of the model (events, occasions, blog, packages)", () => {
    const names = ALL.map(label);
    for (const expected of [
      "events.location → locations",
      "events.city → cities",
      "occasions.locations → locations",
      "occasions.packages → packages",
      "occasions.articles → blog",
      "blog.category → categories",
    ])
      expect(names).toContain(expected);
  });

  it.each(ALL.map((r) => [label(r), r] as const))(
    "%s: lists the entries by their name and stores what the files store today",
    (_name, r) => {
      const cms = fieldAt(entryFields(r.collection), r.trail);
      expect(cms.widget).toBe("relation");
      expect(Boolean(cms.multiple)).toBe(r.many);
      const options = relationOptions(cms);
      const entries = targetEntries(r);
      expect(entries.length).toBeGreaterThan(0);
      // One option per entry of the other collection: its display name shown, its key stored.
      expect(options).toEqual(
        entries.map((e) => ({ value: e[r.target.field], label: e[r.target.display ?? r.target.field] })),
      );
      const values = new Set(options.map((o) => o.value));
      expect(storedValues(r.collection, r.trail).filter((v) => !values.has(v))).toEqual([]);
    },
  );

  it("every event-type field offers the enquiry form's event types by their names", () => {
    const pattern = `^(${EVENT_TYPES.map((t) => t.value).join("|")})$`;
    const found: string[] = [];
    const visit = (c: Collection, fields: Fields, trail: string[]) => {
      for (const [name, field] of Object.entries(fields) as [string, Field][]) {
        const here = [...trail, name];
        const item = field.kind === "values" ? field.item : field;
        if (item.kind === "text" && item.pattern?.regex === pattern) {
          found.push(`${c.name}.${here.join(".")}`);
          const cms = fieldAt(entryFields(c), here);
          expect({ at: found.at(-1), widget: cms.widget, multiple: Boolean(cms.multiple) }).toEqual({
            at: found.at(-1),
            widget: "select",
            multiple: field.kind === "values",
          });
          expect(cms.options).toEqual(EVENT_TYPES.map((t) => ({ label: t.label, value: t.value })));
        }
        if (field.kind === "group" || field.kind === "list") visit(c, field.fields, here);
      }
    };
    for (const c of COLLECTIONS) visit(c, c.fields, []);
    expect(found).toEqual(
      expect.arrayContaining(["events.eventType", "testimonials.occasion", "occasions.occasion", "gallery.occasion"]),
    );
  });
});

describe("lists of days in /admin", () => {
  /** Every list of single days in the model, with its CMS field. */
  const dayLists = COLLECTIONS.flatMap((c) =>
    (Object.entries(c.fields) as [string, Field][])
      .filter(([, f]) => f.kind === "values" && f.item.kind === "date" && f.item.dateOnly)
      .map(([name]) => [`${c.name}.${name}`, c, name] as const),
  );

  /** The title Decap's list widget gives a collapsed entry (its handleSummary over a single-field list). */
  const titleOf = (list: Config, value: string): string => {
    const item = list.field!;
    const data = ImmutableMap({ [item.name]: value }).set("fields.label", item.label ?? item.name);
    return list.summary ? stringTemplate.compileStringTemplate(list.summary, null, "", data) : String(item.label);
  };

  it("includes the booked and the held days of the availability list", () => {
    expect(dayLists.map(([name]) => name)).toEqual(
      expect.arrayContaining(["availability.booked", "availability.tentative"]),
    );
  });

  it.each(dayLists)("%s: each entry is titled by its date, not by a generic label", (_name, c, name) => {
    const list = fieldAt(entryFields(c), [name]);
    expect(list.widget).toBe("list");
    expect(titleOf(list, "2027-03-06")).toBe("06.03.2027");
    for (const day of storedValues(c, [name])) {
      const [y, m, d] = day.split("-");
      expect(titleOf(list, day)).toBe(`${d}.${m}.${y}`);
    }
  });
});
