import type { CmsCollection, CmsField } from "./types";
import type { Collection } from "../model/collections";
import type { Field, Fields } from "../model/fields";

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

function cmsField(name: string, field: Field, all: readonly Collection[]): CmsField {
  const base: Record<string, unknown> = { name, label: field.label, required: !field.optional };
  if (field.hint) base.hint = field.hint;
  if (field.comment) base.comment = field.comment;
  const out = (extra: Record<string, unknown>) => ({ ...base, ...extra }) as unknown as CmsField;
  switch (field.kind) {
    case "text": {
      const pattern = field.pattern ? { pattern: [field.pattern.regex, sentence(field.pattern.message)] } : {};
      if (field.widget === "markdown")
        return out({
          widget: "markdown",
          buttons: MARKDOWN_BUTTONS,
          editor_components: ["image"],
          modes: ["rich_text", "raw"],
        });
      return out({ widget: field.widget === "line" ? "string" : "text", ...pattern });
    }
    case "number": {
      const min = field.min ?? (field.positive ? (field.integer ? 1 : 0.01) : undefined);
      return out({
        widget: "number",
        value_type: field.integer ? "int" : "float",
        ...(min !== undefined ? { min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
        ...(field.step !== undefined ? { step: field.step } : {}),
      });
    }
    case "boolean":
      return out({ widget: "boolean", default: false });
    case "date":
      return out(
        field.dateOnly
          ? {
              widget: "datetime",
              format: "YYYY-MM-DD",
              date_format: "DD.MM.YYYY",
              time_format: false,
              picker_utc: true,
            }
          : { widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ", date_format: "DD.MM.YYYY", time_format: "HH:mm" },
      );
    case "image":
      return out({ widget: "image", choose_url: false });
    case "choices":
      return out({ widget: "select", multiple: true, options: field.options });
    case "reference": {
      const target = all.find((c) => c.name === field.collection);
      if (!target) throw new Error(`Inhaltsmodell: ${name} verweist auf die unbekannte Sammlung ${field.collection}`);
      const key = target.shape === "list" ? `items.*.${field.field}` : field.field;
      return out({
        widget: "relation",
        collection: target.name,
        ...(target.shape === "list" ? { file: target.name } : {}),
        search_fields: [key],
        value_field: key,
        display_fields: [key],
        options_length: 50,
      });
    }
    case "values": {
      const item = cmsField("text", field.item, all) as unknown as Record<string, unknown>;
      delete item.required;
      return out({
        widget: "list",
        field: item,
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      });
    }
    case "group":
      return out({
        widget: "object",
        // Decap checks a group's required fields even when the group is optional and left empty, and
        // then refuses to save the entry (a celebration without the hosts' words). Inside an optional
        // group every field may stay empty in /admin; a group filled in part still fails the build's
        // check, which names the missing field.
        fields: cmsFields(field.fields, all).map((f) => (field.optional ? { ...f, required: false } : f)),
        ...(field.collapsed ? { collapsed: true } : {}),
      });
    case "list":
      return out({
        widget: "list",
        fields: cmsFields(field.fields, all),
        // A new entry starts with no item: without this, Decap puts one in every list whose fields have
        // a default (a toggle), and its empty required fields block saving (a new celebration's photos).
        default: [],
        ...(field.summary ? { summary: field.summary } : {}),
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      });
  }
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
