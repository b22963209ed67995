import type { CmsField } from "./types";

/**
 * Field builders with German labels. Every field is required unless `optional` is passed, which
 * mirrors gatsby/content-schemas.ts: what the CMS lets an editor save must pass the validator.
 */
interface Extra {
  hint?: string;
  optional?: boolean;
}

const base = (name: string, label: string, extra: Extra = {}) => ({
  name,
  label,
  required: !extra.optional,
  ...(extra.hint ? { hint: extra.hint } : {}),
});

export const line = (name: string, label: string, extra?: Extra): CmsField => ({ ...base(name, label, extra), widget: "string" });
export const paragraph = (name: string, label: string, extra?: Extra): CmsField => ({ ...base(name, label, extra), widget: "text" });
export const markdown = (name: string, label: string, extra?: Extra): CmsField => ({
  ...base(name, label, extra),
  widget: "markdown",
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
  editor_components: ["image"],
  modes: ["rich_text", "raw"],
});
export const integer = (name: string, label: string, extra?: Extra & { min?: number; max?: number }): CmsField => ({
  ...base(name, label, extra),
  widget: "number",
  value_type: "int",
  ...(extra?.min !== undefined ? { min: extra.min } : {}),
  ...(extra?.max !== undefined ? { max: extra.max } : {}),
});
export const decimal = (name: string, label: string, extra?: Extra & { min?: number; max?: number; step?: number }): CmsField => ({
  ...base(name, label, extra),
  widget: "number",
  value_type: "float",
  ...(extra?.min !== undefined ? { min: extra.min } : {}),
  ...(extra?.max !== undefined ? { max: extra.max } : {}),
  ...(extra?.step !== undefined ? { step: extra.step } : {}),
});
export const toggle = (name: string, label: string, extra?: Extra): CmsField => ({
  ...base(name, label, { ...extra, optional: true }),
  widget: "boolean",
  default: false,
});
/** A date with time, written the way the content files already store it: 2025-03-10T09:00:00+01:00. */
export const dateTime = (name: string, label: string, extra?: Extra): CmsField => ({
  ...base(name, label, extra),
  widget: "datetime",
  format: "YYYY-MM-DDTHH:mm:ssZ",
  date_format: "DD.MM.YYYY",
  time_format: "HH:mm",
});
export const texts = (name: string, label: string, itemLabel: string, extra?: Extra & { min?: number; max?: number }): CmsField => ({
  ...base(name, label, extra),
  widget: "list",
  field: { name: "text", label: itemLabel, widget: "string" },
  ...(extra?.min !== undefined ? { min: extra.min } : {}),
  ...(extra?.max !== undefined ? { max: extra.max } : {}),
});
export const group = (name: string, label: string, fields: CmsField[], extra?: Extra & { collapsed?: boolean }): CmsField => ({
  ...base(name, label, extra),
  widget: "object",
  fields,
  ...(extra?.collapsed ? { collapsed: true } : {}),
});
export const list = (
  name: string,
  label: string,
  fields: CmsField[],
  extra?: Extra & { summary?: string; min?: number; max?: number },
): CmsField => ({
  ...base(name, label, extra),
  widget: "list",
  fields,
  ...(extra?.summary ? { summary: extra.summary } : {}),
  ...(extra?.min !== undefined ? { min: extra.min } : {}),
  ...(extra?.max !== undefined ? { max: extra.max } : {}),
});
/** An image stored next to the content file (./images/…), plus its required alt text. */
export const imageWithAlt = (): CmsField[] => [
  {
    ...base("image", "Bild", {
      hint: "JPEG oder PNG, mindestens 1600 Pixel breit. Wird automatisch verkleinert und in moderne Formate umgewandelt.",
    }),
    widget: "image",
    choose_url: false,
  },
  line("imageAlt", "Bildbeschreibung (Alt-Text)", {
    hint: "Beschreiben Sie in einem Satz, was auf dem Bild zu sehen ist. Wird vorgelesen, wenn jemand das Bild nicht sehen kann.",
  }),
];
export const faqList = (name = "faq", label = "Häufige Fragen"): CmsField =>
  list(name, label, [line("question", "Frage"), paragraph("answer", "Antwort")], { summary: "{{fields.question}}", min: 1 });
const slugPattern: [string, string] = ["^[a-z0-9]+(-[a-z0-9]+)*$", "Nur Kleinbuchstaben, Ziffern und Bindestriche (ä → ae, ß → ss)"];
export const slugField = (hint = "Teil der Adresse: nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. hochzeit-planen"): CmsField => ({
  ...base("slug", "Adresse (Slug)", { hint }),
  widget: "string",
  pattern: slugPattern,
});
/** The `id` of list entries (locations, packages): same rules as a slug. */
export const idField = (hint: string): CmsField => ({ ...base("id", "Kennung", { hint }), widget: "string", pattern: slugPattern });
export const withHint = (field: CmsField, hint: string): CmsField => ({ ...field, hint });
/** title + text pairs ({ title, text } in the files); `hint` goes on both, e.g. for the {city} token. */
export const titledText = (titleLabel: string, textLabel: string, hint?: string): CmsField[] => [
  line("title", titleLabel, hint ? { hint } : undefined),
  paragraph("text", textLabel, hint ? { hint } : undefined),
];
export const metaTitle = (hint = "Etwa 50–60 Zeichen."): CmsField => line("metaTitle", "Seitentitel für Suchmaschinen", { hint });
export const metaDescription = (hint = "Etwa 140–160 Zeichen. Erscheint in den Suchergebnissen unter dem Titel."): CmsField =>
  paragraph("metaDescription", "Beschreibung für Suchmaschinen", { hint });
