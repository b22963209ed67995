import { z } from "zod";
import type { Collection } from "./collections";
import type { Field, Fields } from "./fields";
import { parseIsoDate, toIsoDay } from "./calendar-day";

/**
 * The build validator's rules, derived from the content model. The messages complete a sentence
 * that starts with the field's name ("Feld „rating“: muss zwischen 1 und 5 liegen").
 */

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})?)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** YAML turns unquoted dates into Date objects; accept both and demand a real date. */
const dateSchema = (dateOnly: boolean) =>
  z.preprocess(
    (value) =>
      value instanceof Date
        ? Number.isNaN(value.getTime())
          ? "ungültig"
          : dateOnly
            ? toIsoDay(value)
            : value.toISOString()
        : value,
    z
      .string()
      .regex(
        dateOnly ? DAY : DATE_TIME,
        dateOnly
          ? "ist kein gültiges Datum (Format: 2026-12-12)"
          : "ist kein gültiges Datum (Format: 2025-03-10T09:00:00+01:00)",
      )
      // The day must exist: JavaScript would silently roll 2025-02-30 over to 2 March.
      .refine(
        (value) => !Number.isNaN(new Date(value).getTime()) && parseIsoDate(value.slice(0, 10)) !== null,
        "ist kein gültiges Datum",
      ),
  );

const entries = (n: number, noun?: string) => (noun ? `${n} ${noun}` : n === 1 ? "einen Eintrag" : `${n} Einträge`);

function lengthRule<T extends z.ZodTypeAny>(
  schema: z.ZodArray<T>,
  min?: number,
  max?: number,
  noun?: string,
): z.ZodArray<T> {
  if (min !== undefined && min === max) return schema.length(min, `braucht genau ${entries(min, noun)}`);
  let out = schema;
  if (min !== undefined)
    out = out.min(min, min === 1 ? "braucht mindestens einen Eintrag" : `braucht mindestens ${entries(min, noun)}`);
  if (max !== undefined) out = out.max(max, `darf höchstens ${entries(max, noun)} haben`);
  return out;
}

function numberSchema(field: Extract<Field, { kind: "number" }>): z.ZodTypeAny {
  let schema = z.number();
  if (field.integer) schema = schema.int("muss eine ganze Zahl sein");
  if (field.positive) schema = schema.positive("muss eine positive Zahl sein");
  const { min, max } = field;
  const range =
    field.rangeMessage ??
    (min !== undefined && max !== undefined ? `muss zwischen ${min} und ${max} liegen` : undefined);
  if (min !== undefined) schema = schema.min(min, range ?? `muss mindestens ${min} sein`);
  if (max !== undefined) schema = schema.max(max, range ?? `darf höchstens ${max} sein`);
  return schema;
}

/** The rule for one value, as if it were required. */
function valueSchema(field: Field): z.ZodTypeAny {
  switch (field.kind) {
    case "text":
    case "reference":
    case "image": {
      const pattern = field.kind === "text" ? field.pattern : undefined;
      const text = field.optional ? z.string().trim() : z.string().trim().min(1, "darf nicht leer sein");
      // An optional text may stay empty; if it is filled, it must match like a required one.
      return pattern
        ? text.refine((v) => (field.optional && v === "") || new RegExp(pattern.regex).test(v), pattern.message)
        : text;
    }
    case "number":
      return numberSchema(field);
    case "boolean":
      return z.boolean();
    case "date":
      return dateSchema(Boolean(field.dateOnly));
    case "choices":
      return z.array(
        z.enum(field.options.map((o) => o.value) as [string, ...string[]], {
          message: `erlaubt sind: ${field.options.map((o) => o.value).join(", ")}`,
        }),
      );
    case "values":
      return lengthRule(z.array(valueSchema(field.item)), field.min, field.max, field.noun);
    case "group":
      return objectSchema(field.fields);
    case "list": {
      const schema = lengthRule(z.array(objectSchema(field.fields)), field.min, field.max, field.noun);
      const keys = field.keys;
      if (!keys) return schema;
      return schema.superRefine((items, ctx) => {
        const names = items.map((item) => (item as Record<string, unknown>)[keys.field]);
        names.forEach((name, i) => {
          if (typeof name === "string" && name && names.indexOf(name) !== i)
            ctx.addIssue({
              code: "custom",
              path: [i, keys.field],
              message: `„${name}“ ist in dieser Liste doppelt vergeben`,
            });
        });
        for (const needed of keys.required ?? []) {
          if (!names.includes(needed))
            ctx.addIssue({
              code: "custom",
              message: `braucht einen Eintrag mit der Kennung (${keys.field}) „${needed}“ – die Seite zeigt an dieser Frage etwas Besonderes`,
            });
        }
      });
    }
  }
}

function fieldSchema(field: Field): z.ZodTypeAny {
  const schema = valueSchema(field);
  return field.optional ? schema.optional().nullable() : schema;
}

/** Unknown keys are reported ("unbekanntes Feld"), never silently ignored. */
export function objectSchema(fields: Fields, skip: readonly string[] = []): z.ZodTypeAny {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const [name, field] of Object.entries(fields)) if (!skip.includes(name)) shape[name] = fieldSchema(field);
  return z.object(shape).strict();
}

/** The rule for one entry of the collection (for Markdown: its frontmatter; the body is the text). */
export const entrySchema = (collection: Collection): z.ZodTypeAny =>
  objectSchema(collection.fields, collection.shape === "markdown" ? ["body"] : []);
