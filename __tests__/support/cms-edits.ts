/**
 * One field of every content collection changed and saved through the CMS at /admin (used by
 * __tests__/site/later-builds.test.ts, in a project copy served by decap-server). Which field is
 * named here, by its place in the content model; its label in /admin, its value before and the
 * file it lives in are read from the model and the copy's content, never pinned.
 */
import fs from "fs";
import path from "path";
import YAML from "yaml";
import matter from "gray-matter";
import type { Page } from "playwright-core";
import { COLLECTIONS, type Collection } from "../../src/model/collections";
import type { Field, Fields } from "../../src/model/fields";
import { addDays } from "../../src/lib/availability";
import { ROOT } from "./project-copy";

/** A place in a content file's data: keys and list positions. */
export type DataPath = readonly (string | number)[];

/** The field to change, per collection of the model; `add` appends a new list entry instead (the CMS's "… hinzufügen"). */
interface Edit {
  path: DataPath;
  add?: true;
}

/**
 * An ordinary field per collection: a heading, a name, a price, a question. The categories are only
 * names that articles point to, so a new one is added; in the availability list a booked day is added
 * (the edit that once broke the date check).
 */
export const EDITS: Record<string, Edit> = {
  blog: { path: ["title"] },
  cities: { path: ["heroTitle"] },
  occasions: { path: ["heroTitle"] },
  gallery: { path: [0, "alt"] },
  locations: { path: [0, "name"] },
  testimonials: { path: [0, "event"] },
  events: { path: ["title"] },
  standins: { path: ["about"] },
  categories: { path: ["name"], add: true },
  site: { path: ["heroTitle"] },
  packages: { path: ["earlyBird", "netPrice"] },
  faqs: { path: ["home", 0, "question"] },
  availability: { path: ["booked"], add: true },
  extras: { path: ["hourlyRate"] },
  christmas: { path: ["localNote"] },
  "christmas-party": { path: ["headings", "heroTitle"] },
  blocks: { path: ["cta", "title"] },
  guide: { path: ["heroTitle"] },
  regional: { path: ["heroTitle"] },
  planning: { path: ["title"] },
  seo: { path: ["cityPages", "serviceName"] },
  legal: { path: ["eyebrow"] },
  texts: { path: ["footer", "navigation"] },
};

/** A content file's data as the CMS reads it: YAML 1.2 (a day stays text), a Markdown file's frontmatter and body. */
export function readAsCms(file: string): unknown {
  const text = fs.readFileSync(file, "utf8");
  if (!file.endsWith(".md")) return YAML.parse(text);
  const engines = { yaml: { parse: (t: string) => YAML.parse(t) as object, stringify: YAML.stringify } };
  const { data, content } = matter(text, { engines } as never);
  return { data, body: content.trim() };
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object";
export const valueAt = (data: unknown, at: DataPath): unknown =>
  at.reduce<unknown>((node, key) => (isRecord(node) ? (node as Record<string, unknown>)[key] : undefined), data);

/** `data` with the value at `at` replaced (a deep copy). */
export function withValue(data: unknown, at: DataPath, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let node = copy;
  at.forEach((key, i) => {
    if (i === at.length - 1) node[key] = value;
    else node = (node[key] ??= typeof at[i + 1] === "number" ? [] : {}) as Record<string | number, unknown>;
  });
  return copy;
}

/** The field of the model at a data path (list positions skipped): its label is the control's label in /admin. */
function fieldAt(fields: Fields, at: DataPath): Field {
  const [key, ...rest] = at.filter((k): k is string => typeof k === "string");
  const field = fields[key];
  if (!field) throw new Error(`Kein Feld ${key}`);
  if (!rest.length) return field;
  if (field.kind === "group" || field.kind === "list") return fieldAt(field.fields, rest);
  throw new Error(`${key} hat keine Unterfelder`);
}

/** One planned save: where the entry is in /admin and on disk, the control, its value before and after. */
export interface PlannedEdit {
  collection: Collection;
  /** Decap's address of the entry, e.g. #/collections/pages/entries/seo. */
  hash: string;
  file: string;
  /** The path in the saved data that changes. */
  at: DataPath;
  /** The label of the control in /admin. */
  label: string;
  /** The value the control shows before ("" for a new list entry). */
  before: string;
  value: string | number;
  /** The list the CMS adds an entry to, named by its "… hinzufügen" button (`add` only). */
  addButton?: RegExp;
  /** Whether the control sits in a list whose entries /admin shows folded. */
  inList: boolean;
}

/** The first entry of a folder collection that came with the project (not one a test wrote). */
const firstEntry = (c: Collection) =>
  fs
    .readdirSync(path.join(ROOT, c.path))
    .filter((f) => /\.(ya?ml|md)$/.test(f))
    .sort()[0];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const changedText = (text: string) => text.replace(/([?!.:]*)$/, " (geändert)$1");

/** The save planned for one collection in the project copy `work`. */
export function planEdit(work: string, c: Collection): PlannedEdit {
  const edit = EDITS[c.name];
  if (!edit) throw new Error(`Keine Änderung für die Sammlung ${c.name} geplant (EDITS)`);
  const folder = c.shape === "folder" || c.shape === "markdown";
  const entry = folder ? firstEntry(c) : c.name;
  const hash = `#/collections/${folder || c.shape === "list" ? c.name : (c.cmsGroup ?? "settings")}/entries/${entry.replace(/\.(ya?ml|md)$/, "")}`;
  const file = path.join(work, folder ? path.join(c.path, entry) : c.path);
  const data = readAsCms(file);
  const own = c.shape === "markdown" ? ["data"] : [];
  const field = fieldAt(c.fields, edit.path);
  if (edit.add) {
    const list = valueAt(data, [...own, ...(c.shape === "list" ? [] : edit.path.slice(0, 1))]);
    const length = Array.isArray(list) ? list.length : 0;
    if (field.kind === "values") {
      const day = addDays(String((list as string[] | undefined)?.at(-1) ?? new Date().toISOString().slice(0, 10)), 7);
      return {
        collection: c,
        hash,
        file,
        at: [...edit.path, length],
        label: field.item.label,
        before: "",
        value: day,
        addButton: new RegExp(`^${escaped(field.label)} hinzufügen$`, "i"),
        inList: false,
      };
    }
    return {
      collection: c,
      hash,
      file,
      at: [length, ...edit.path],
      label: field.label,
      before: "",
      value: `${field.label} aus dem CMS`,
      addButton: new RegExp(`^${escaped(c.entries?.label ?? c.label)} hinzufügen$`, "i"),
      inList: false,
    };
  }
  const at = [...own, ...edit.path];
  const before = valueAt(data, at);
  if (typeof before !== "string" && typeof before !== "number")
    throw new Error(`${c.name}: ${edit.path.join(".")} ist kein einfacher Wert`);
  return {
    collection: c,
    hash,
    file,
    at,
    label: field.label,
    before: String(before),
    value: typeof before === "number" ? before + 10 : changedText(before),
    inList: edit.path.some((k) => typeof k === "number"),
  };
}

export const plannedEdits = (work: string): PlannedEdit[] => COLLECTIONS.map((c) => planEdit(work, c));

/** The control with `label` that holds `value` (one only), once the entry is on screen. */
async function controlHolding(page: Page, label: string, value: string, timeout = 15_000) {
  const controls = page.getByLabel(label, { exact: true });
  const until = Date.now() + timeout;
  for (;;) {
    const values = await controls.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    const index = values.indexOf(value);
    if (index >= 0 && values.lastIndexOf(value) === index) return controls.nth(index);
    if (Date.now() > until)
      throw new Error(`„${label}“ mit dem Wert „${value}“ nicht (oder mehrfach) gefunden: ${JSON.stringify(values)}`);
    await page.waitForTimeout(100);
  }
}

/** Clicks "Veröffentlichen → Jetzt veröffentlichen" and waits until the file on disk has changed. */
export async function publish(page: Page, file: string, before: string | null): Promise<void> {
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByText("Jetzt veröffentlichen").click();
  const read = () => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null);
  for (let i = 0; i < 100 && read() === before; i++) await page.waitForTimeout(100);
  if (read() === before) {
    // Decap names what it refused under each field and in a notice.
    const said = await page.locator("li, [role=alert], .Toastify__toast").allTextContents();
    throw new Error(`${path.basename(file)} wurde nicht gespeichert. ${said.filter(Boolean).join(" | ")}`);
  }
  // Saved: the editor knows it too, so leaving the entry asks nothing.
  await page.getByRole("button", { name: "Veröffentlicht" }).waitFor();
}

/** Opens the entry by its address, changes the one control and saves. */
export async function applyEdit(page: Page, edit: PlannedEdit): Promise<void> {
  // Decap keeps the open entry's form when the address changes to another entry: leave the editor
  // for the collection first (its list), so the next entry is loaded afresh.
  const go = (hash: string) =>
    page.evaluate((h) => {
      window.location.hash = h;
    }, hash);
  await go(edit.hash.replace(/\/entries\/.*$/, ""));
  await page.getByRole("button", { name: "Veröffentlicht" }).waitFor({ state: "detached" });
  await go(edit.hash);
  if (edit.addButton) {
    // The entry is on screen when its list's button is; the new entry comes last and empty.
    await page.getByRole("button", { name: edit.addButton }).click();
  } else if (edit.inList) {
    // Lists show their entries folded: unfold them ("Expand" folds them out all at once).
    await page.getByRole("button", { name: "Expand" }).first().click();
  }
  const control = await controlHolding(page, edit.label, edit.before);
  await control.fill(String(edit.value));
  await publish(page, edit.file, fs.readFileSync(edit.file, "utf8"));
}
