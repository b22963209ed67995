import type { CmsCollection, CmsField } from "./types";
import type { Collection } from "../model/collections";
import type { EntriesOf, Field, Fields } from "../model/fields";

/**
 * The CMS collections (/admin), derived from the content model: the same labels, hints,
 * required fields, patterns, ranges and list lengths the build validator enforces. What the CMS
 * cannot check (a slug used twice, an unknown category, a missing image file, copied city text)
 * is checked by `npm run check:content` and at the start of every build.
 */

/** The CMS shows a rule's message on its own: "Muss eine …" instead of "muss eine …". */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

const MARKDOWN_BUTTONS = [
  "bold",
  "italic",
  "link",
  "heading-two",
  "heading-three",
  "quote",
  "bulleted-list",
  "numbered-list",
];

/** Where /admin keeps a collection: its CMS collection and, for a single file, the file's name there. */
export function cmsPlace(c: Collection): { collection: string; file?: string } {
  if (c.shape === "folder" || c.shape === "markdown") return { collection: c.name };
  if (c.shape === "list") return { collection: c.name, file: c.name };
  return { collection: c.cmsGroup ?? "settings", file: c.name };
}

/**
 * A choice among the entries of another collection (Decap's relation widget): the list shows each
 * entry by its display field (a location's name), the file keeps the value field (its id), as before.
 */
function relation(target: EntriesOf, all: readonly Collection[], name: string): Record<string, unknown> {
  const c = all.find((x) => x.name === target.collection);
  if (!c) throw new Error(`Inhaltsmodell: ${name} verweist auf die unbekannte Sammlung ${target.collection}`);
  const place = cmsPlace(c);
  // A field of a list inside a file: "items.*.id" (the yaml-list format's entries), "guide.*.id".
  const prefix = `${c.shape === "list" ? "items.*." : ""}${target.list ? `${target.list}.*.` : ""}`;
  const value = `${prefix}${target.field}`;
  const display = `${prefix}${target.display ?? target.field}`;
  return {
    widget: "relation",
    collection: place.collection,
    ...(place.file ? { file: place.file } : {}),
    search_fields: [...new Set([display, value])],
    value_field: value,
    display_fields: [display],
    options_length: 50,
  };
}

/** How a list of single values titles an entry: by its value, a day as 21.11.2026. */
const valueSummary = (name: string, item: Field): string =>
  item.kind === "date"
    ? `{{fields.${name} | date('${item.dateOnly ? "DD.MM.YYYY" : "DD.MM.YYYY HH:mm"}')}}`
    : `{{fields.${name}}}`;

type FieldOf<K extends Field["kind"]> = Extract<Field, { kind: K }>;
type Widget = Record<string, unknown>;

/** A text: the rich-text editor, a choice from a collection or a list, a colour picker, or a line or box. */
function textWidget(name: string, field: FieldOf<"text">, all: readonly Collection[]): Widget {
  const pattern = field.pattern ? { pattern: [field.pattern.regex, sentence(field.pattern.message)] } : {};
  if (field.widget === "markdown")
    return { widget: "markdown", buttons: MARKDOWN_BUTTONS, editor_components: ["image"], modes: ["rich_text", "raw"] };
  const target = field.refersTo ?? field.choose;
  if (target) return { ...relation(target, all, name), ...pattern };
  if (field.options) return { widget: "select", options: [...field.options], ...pattern };
  // The colour picker with the contrast check of the build (src/cms/widgets/ColourControl.tsx).
  if (field.widget === "colour") return { widget: "colour", allowInput: true, ...pattern };
  return { widget: field.widget === "line" ? "string" : "text", ...pattern };
}

function numberWidget(field: FieldOf<"number">): Widget {
  const min = field.min ?? (field.positive ? (field.integer ? 1 : 0.01) : undefined);
  return {
    widget: "number",
    value_type: field.integer ? "int" : "float",
    ...(min !== undefined ? { min } : {}),
    ...(field.max !== undefined ? { max: field.max } : {}),
    ...(field.step !== undefined ? { step: field.step } : {}),
  };
}

const dateWidget = (field: FieldOf<"date">): Widget =>
  field.dateOnly
    ? { widget: "datetime", format: "YYYY-MM-DD", date_format: "DD.MM.YYYY", time_format: false, picker_utc: true }
    : { widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ", date_format: "DD.MM.YYYY", time_format: "HH:mm" };

/** A list of single values: chosen from a collection or a list (stored as the same plain texts), or typed one by one. */
function valuesWidget(name: string, field: FieldOf<"values">, all: readonly Collection[]): Widget {
  const length = {
    ...(field.min !== undefined ? { min: field.min } : {}),
    ...(field.max !== undefined ? { max: field.max } : {}),
  };
  const chosen = field.item.kind === "text" ? (field.item.refersTo ?? field.item.choose) : undefined;
  if (chosen) return { ...relation(chosen, all, name), multiple: true, ...length };
  if (field.item.kind === "text" && field.item.options)
    return { widget: "select", multiple: true, options: [...field.item.options], ...length };
  const itemName = field.item.kind === "date" ? "date" : "text";
  const item = cmsField(itemName, field.item, all) as unknown as Record<string, unknown>;
  delete item.required;
  return { widget: "list", field: item, summary: valueSummary(itemName, field.item), ...length };
}

function widgetOf(name: string, field: Field, all: readonly Collection[]): Widget {
  switch (field.kind) {
    case "text":
      return textWidget(name, field, all);
    case "number":
      return numberWidget(field);
    case "boolean":
      return { widget: "boolean", default: false };
    case "date":
      return dateWidget(field);
    case "image":
      return { widget: "image", choose_url: false };
    case "choices":
      return { widget: "select", multiple: true, options: field.options };
    case "reference":
      return relation(field, all, name);
    case "values":
      return valuesWidget(name, field, all);
    case "group":
      return {
        widget: "object",
        // Decap checks a group's required fields even when the group is optional and left empty, and
        // then refuses to save the entry (a celebration without the hosts' words). Inside an optional
        // group every field may stay empty in /admin; a group filled in part still fails the build's
        // check, which names the missing field.
        fields: cmsFields(field.fields, all).map((f) => (field.optional ? { ...f, required: false } : f)),
        ...(field.collapsed ? { collapsed: true } : {}),
      };
    case "list":
      return {
        widget: "list",
        fields: cmsFields(field.fields, all),
        // A new entry starts with no item: without this, Decap puts one in every list whose fields have
        // a default (a toggle), and its empty required fields block saving (a new celebration's photos).
        default: [],
        ...(field.summary ? { summary: field.summary } : {}),
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      };
  }
}

function cmsField(name: string, field: Field, all: readonly Collection[]): CmsField {
  const base: Widget = { name, label: field.label, required: !field.optional };
  if (field.hint) base.hint = field.hint;
  if (field.comment) base.comment = field.comment;
  return { ...base, ...widgetOf(name, field, all) } as unknown as CmsField;
}

export const cmsFields = (fields: Fields, all: readonly Collection[]): CmsField[] =>
  Object.entries(fields).map(([name, field]) => cmsField(name, field, all));

/** Images live next to the content file, in images/ (written as a relative path), where gatsby-plugin-image finds them. */
const besideTheFile = { media_folder: "images", public_folder: "images" };

export const CMS_GROUPS: Record<NonNullable<Collection["cmsGroup"]>, { label: string; description?: string }> = {
  settings: { label: "Firmendaten, Pakete & FAQ" },
  pages: {
    label: "Seitentexte",
    description: "Texte der Seiten, die es nur einmal gibt, und gemeinsame Textbausteine.",
  },
};

/** All CMS collections in model order; single files are grouped as CMS_GROUPS says. */
export function cmsCollections(all: readonly Collection[]): CmsCollection[] {
  const out: CmsCollection[] = [];
  const groups = new Map<string, { files: unknown[] }>();
  for (const c of all) {
    const media = c.images ? besideTheFile : {};
    const common = {
      name: c.name,
      label: c.label,
      ...(c.labelSingular ? { label_singular: c.labelSingular } : {}),
      ...(c.description ? { description: c.description } : {}),
    };
    if (c.shape === "folder" || c.shape === "markdown") {
      out.push({
        ...common,
        folder: c.path,
        extension: c.shape === "markdown" ? "md" : "yaml",
        format: c.shape === "markdown" ? "frontmatter" : "yaml",
        ...c.cms,
        ...media,
        fields: cmsFields(c.fields, all),
      } as CmsCollection);
    } else if (c.shape === "list") {
      // A file that is a plain list on disk: the yaml-list format (src/cms/formats.ts) shows it as field "items".
      const items = {
        widget: "list",
        name: "items",
        label: c.entries?.label ?? c.label,
        required: true,
        min: 1,
        summary: c.entries?.summary,
        fields: cmsFields(c.fields, all),
      };
      out.push({
        name: c.name,
        label: c.label,
        format: "yaml-list",
        extension: "yaml",
        ...media,
        // Decap takes a files collection's media folder from the file, not the collection: without it
        // here, the list's images (./images/… beside the file) were looked up in content/uploads.
        files: [{ name: c.name, label: c.label, file: c.path, ...media, fields: [items] }],
      } as unknown as CmsCollection);
    } else {
      const key = c.cmsGroup ?? "settings";
      let group = groups.get(key);
      if (!group) {
        group = { files: [] };
        groups.set(key, group);
        out.push({
          name: key,
          ...CMS_GROUPS[key],
          format: "yaml",
          extension: "yaml",
          files: group.files,
        } as unknown as CmsCollection);
      }
      group.files.push({ ...common, file: c.path, ...media, fields: cmsFields(c.fields, all) });
    }
  }
  return out;
}
