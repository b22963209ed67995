/**
 * The building blocks of the content model (src/model/collections/). A field is plain data:
 * its German label and hint, whether it is required, its pattern, range and list length. From
 * that one description src/model/ derives
 *   - the build validator's rules (zod.ts, used by src/checks/validate.ts),
 *   - the GraphQL type definitions (graphql.ts, used by gatsby/schema.ts),
 *   - the CMS fields (src/cms/decap-collections.ts, used by src/cms/config.ts) and
 *   - the TypeScript type of a file's data (ContentOf, below).
 * A rule is therefore written once and enforced the same way in /admin and in the build.
 */

export interface Pattern {
  /** Regular expression source, anchored (^…$); the CMS and the validator use the same. */
  regex: string;
  /** German message, shown in /admin and (after "muss …") in the build's error. */
  message: string;
}

interface Base {
  label: string;
  hint?: string;
  /** May be left out or empty in the file. (Type `true`, not boolean: ContentOf then knows the key is optional.) */
  optional?: true;
  /** Optional in the file, but never empty in GraphQL: a resolver fills it (gatsby/resolvers.ts). */
  filled?: boolean;
  /** A comment Decap keeps above the key when it writes the YAML file. */
  comment?: string;
}

export interface TextField extends Base {
  kind: "text";
  /**
   * line: one line; paragraph: a text area; markdown: rich text (the body of an article);
   * colour: a hex colour, picked in /admin with a colour picker.
   */
  widget: "line" | "paragraph" | "markdown" | "colour";
  pattern?: Pattern;
  /** The value names an entry of another collection (check:content fails on an unknown one); /admin lists them. */
  refersTo?: RefersTo;
  /**
   * /admin lists the entries of another collection to choose from, without the check of `refersTo`:
   * for a value a rule of its own checks (a package's included extras, src/checks/price-rules.ts).
   */
  choose?: EntriesOf;
  /** /admin offers these values in a list (the build checks the pattern), e.g. the enquiry form's event types. */
  options?: readonly { label: string; value: string }[];
}
/** Where the entries a text field names live: `field` of each entry of `collection` (of its list `list`). */
export interface EntriesOf {
  collection: string;
  /** For a single-file collection: the list inside it, e.g. "guide" of packages. */
  list?: string;
  field: string;
  /** The field /admin names an entry by in its list, e.g. "name" (without it: `field` itself). */
  display?: string;
}
export interface RefersTo extends EntriesOf {
  /** What an entry is called in messages, e.g. "Location". */
  noun: string;
  /** The field to fill instead when the entry is not in the list, e.g. "venueName": the message says so. */
  otherwise?: string;
}
export interface NumberField extends Base {
  kind: "number";
  integer: boolean;
  min?: number;
  max?: number;
  step?: number;
  /** Greater than zero (prices, counts). */
  positive?: boolean;
  /** Overrides the range message, e.g. "muss zwischen 0 und 1 liegen (19 % = 0.19)". */
  rangeMessage?: string;
}
export interface BooleanField extends Base {
  kind: "boolean";
}
/** A point in time (2025-03-10T09:00:00+01:00) or, with `dateOnly`, a calendar day (2026-12-12). */
export interface DateField extends Base {
  kind: "date";
  dateOnly?: boolean;
}
/** An image next to the content file (./images/…), processed by gatsby-plugin-image. */
export interface ImageField extends Base {
  kind: "image";
}
/** Several values from a fixed set. */
export interface ChoiceField extends Base {
  kind: "choices";
  options: readonly { label: string; value: string }[];
}
/** A text that must name an entry of another collection (e.g. a blog category). */
export interface ReferenceField extends Base {
  kind: "reference";
  collection: string;
  field: string;
  /** What an entry of the other collection is called, e.g. "Kategorie". */
  noun: string;
  /** The field /admin names an entry by in its list (without it: `field` itself). */
  display?: string;
}
/** A list of single values (texts or dates). */
export interface ValuesField extends Base {
  kind: "values";
  item: TextField | DateField;
  min?: number;
  max?: number;
  /** German plural for messages, e.g. "Merkmale". */
  noun?: string;
}
/** A group of fields; `type` names it in GraphQL. */
export interface GroupField extends Base {
  kind: "group";
  type: string;
  fields: Fields;
  collapsed?: boolean;
}
/** A list of groups; `type` names one entry in GraphQL. */
export interface ListField extends Base {
  kind: "list";
  type: string;
  fields: Fields;
  min?: number;
  max?: number;
  /** How /admin titles an entry, e.g. "{{fields.title}}". */
  summary?: string;
  /** German plural for messages, e.g. "Pakete". */
  noun?: string;
  /** Entries are named by this field (e.g. a FAQ's id): names are unique, and a page may need some of them. */
  keys?: { field: string; required?: readonly string[] };
}

export type Field =
  | TextField
  | NumberField
  | BooleanField
  | DateField
  | ImageField
  | ChoiceField
  | ReferenceField
  | ValuesField
  | GroupField
  | ListField;
export type Fields = Readonly<Record<string, Field>>;

type Options = Omit<Base, "label">;
/** What a one-line text may carry besides the common options. */
type LineOptions = Options & Pick<TextField, "pattern" | "refersTo" | "choose" | "options">;

// ---- Patterns shared by several fields --------------------------------------------------------

export const SLUG: Pattern = {
  regex: "^[a-z0-9]+(-[a-z0-9]+)*$",
  message: "darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (ä → ae, ß → ss)",
};
export const URL_PATTERN: Pattern = {
  regex: "^https?://[^\\s/$.?#][^\\s]*$",
  message: "muss eine vollständige Web-Adresse sein (https://…)",
};
/**
 * A video or mix on a media platform (src/lib/external-media.ts): a YouTube video id (11 letters,
 * digits, - or _) or a Mixcloud path "/name/mix/" – nothing that could name another host
 * (`@evil.example/x` must never become https://www.mixcloud.com@evil.example/x). „BITTE ERGÄNZEN“ marks
 * an id not chosen yet (check:launch lists it).
 */
export const MEDIA_ID: Pattern = {
  regex: "^(BITTE ERGÄNZEN|[A-Za-z0-9_-]{11}|/?[A-Za-z0-9_-]+/[A-Za-z0-9_-]+/?)$",
  message:
    "muss eine YouTube-Video-ID (11 Zeichen aus Buchstaben, Ziffern, - und _) oder ein Mixcloud-Pfad wie /ihr-name/ihr-mix/ sein",
};
export const EMAIL: Pattern = {
  regex: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
  message: "muss eine gültige E-Mail-Adresse sein",
};

// ---- Field builders ---------------------------------------------------------------------------

export const line = <O extends LineOptions>(label: string, options?: O) =>
  ({ kind: "text", widget: "line", label, ...options }) as TextField & { widget: "line" } & O;
export const paragraph = <O extends Options & { pattern?: Pattern }>(label: string, options?: O) =>
  ({ kind: "text", widget: "paragraph", label, ...options }) as TextField & O;
export const markdown = <O extends Options>(label: string, options?: O) =>
  ({ kind: "text", widget: "markdown", label, ...options }) as TextField & O;
export const url = <O extends Options>(label: string, options?: O): TextField & O =>
  line(label, { hint: "Vollständige Adresse mit https://", ...options, pattern: URL_PATTERN }) as TextField & O;
export const email = <O extends Options>(label: string, options?: O): TextField & O =>
  line(label, { ...options, pattern: EMAIL }) as TextField & O;
export const slug = <O extends Omit<LineOptions, "pattern">>(label: string, options?: O): TextField & O =>
  line(label, { ...options, pattern: SLUG }) as TextField & O;
/** A colour as a hex code (#3b2a6b): /admin shows a colour picker; `pattern` says which codes the build accepts. */
export const colour = <O extends Options & { pattern: Pattern }>(label: string, options: O): TextField & O =>
  ({ kind: "text", widget: "colour", label, ...options }) as TextField & O;

type NumberOptions = Options & Pick<NumberField, "min" | "max" | "step" | "positive" | "rangeMessage">;
export const integer = <O extends NumberOptions>(label: string, options?: O) =>
  ({ kind: "number", integer: true, label, ...options }) as NumberField & O;
export const decimal = <O extends NumberOptions>(label: string, options?: O) =>
  ({ kind: "number", integer: false, label, ...options }) as NumberField & O;
/** A price in euros, net: greater than zero. */
export const price = <O extends Options>(label: string, options?: O): NumberField & O =>
  decimal(label, { positive: true, ...options }) as NumberField & O;
/** A whole number greater than zero (hours, counts). */
export const count = <O extends Options>(label: string, options?: O): NumberField & O =>
  integer(label, { positive: true, ...options }) as NumberField & O;
/** A switch: left out of the file, it is off. Optional in the type too, as in the validator and in GraphQL. */
export const toggle = <O extends Options>(label: string, options?: O) =>
  ({ kind: "boolean", label, optional: true, ...options }) as BooleanField & { optional: true } & O;
export const dateTime = <O extends Options>(label: string, options?: O) =>
  ({ kind: "date", label, ...options }) as DateField & O;
export const day = <O extends Options>(label: string, options?: O) =>
  ({ kind: "date", dateOnly: true, label, ...options }) as DateField & O;
export const image = <O extends Options>(label: string, options?: O) =>
  ({ kind: "image", label, ...options }) as ImageField & O;
export const choices = <O extends Options>(label: string, choiceOptions: ChoiceField["options"], options?: O) =>
  ({ kind: "choices", label, options: choiceOptions, ...options }) as ChoiceField & O;
export const reference = <O extends Options>(
  label: string,
  target: { collection: string; field: string; noun: string; display?: string },
  options?: O,
) => ({ kind: "reference", label, ...target, ...options }) as ReferenceField & O;
export const values = <I extends TextField | DateField, O extends Options & Pick<ValuesField, "min" | "max" | "noun">>(
  label: string,
  item: I,
  options?: O,
) => ({ kind: "values", label, item, ...options }) as Omit<ValuesField, "item"> & { item: I } & O;
/**
 * A group of fields. `NoInfer<O>`: without options, TypeScript would take O from the surrounding
 * collection's type (a GroupField with `fields: Fields`), and ContentOf would lose the group's keys.
 */
export const group = <F extends Fields, O extends Options & { collapsed?: boolean }>(
  type: string,
  label: string,
  fields: F,
  options?: O,
) => ({ kind: "group", type, label, fields, ...options }) as Omit<GroupField, "fields"> & { fields: F } & NoInfer<O>;
export const list = <
  F extends Fields,
  O extends Options & Pick<ListField, "min" | "max" | "summary" | "noun" | "keys">,
>(
  type: string,
  label: string,
  fields: F,
  options?: O,
) => ({ kind: "list", type, label, fields, ...options }) as Omit<ListField, "fields"> & { fields: F } & O;

/** Returns the field with a comment Decap writes above its key. */
export const withComment = <F extends Field>(field: F, comment: string): F => ({ ...field, comment });

// ---- Groups of fields used by several collections ---------------------------------------------

/** An image and its alt text, side by side in the same entry. */
export const imageWithAlt = () => ({
  image: image("Bild", {
    hint: "JPEG oder PNG, mindestens 1600 Pixel breit. Wird automatisch verkleinert und in moderne Formate umgewandelt.",
  }),
  imageAlt: line("Bildbeschreibung (Alt-Text)", {
    hint: "Beschreiben Sie in einem Satz, was auf dem Bild zu sehen ist. Wird vorgelesen, wenn jemand das Bild nicht sehen kann.",
  }),
});
export const titledText = (titleLabel = "Überschrift", textLabel = "Text", hint?: string) => ({
  title: line(titleLabel, { hint }),
  text: paragraph(textLabel, { hint }),
});
/** Questions and answers. Each has an `id`, so a page can pick a particular answer by name. */
export const faqList = (label = "Häufige Fragen", hint?: string, requiredIds?: readonly string[]) =>
  list(
    "FaqItem",
    label,
    {
      id: slug("Kennung", {
        optional: true,
        hint: "Nur nötig, wenn eine Seite genau diese Frage an einer bestimmten Stelle zeigt (z. B. pakete). Kleinbuchstaben und Bindestriche.",
      }),
      question: line("Frage"),
      answer: paragraph("Antwort"),
    },
    {
      min: 1,
      summary: "{{fields.question}}",
      noun: "Fragen",
      keys: { field: "id", required: requiredIds },
      ...(hint ? { hint } : {}),
    },
  );

// ---- TypeScript types of the content ---------------------------------------------------------

type ValueOf<F> = F extends { kind: "text" | "image" | "reference" | "date" }
  ? string
  : F extends { kind: "number" }
    ? number
    : F extends { kind: "boolean" }
      ? boolean
      : F extends { kind: "choices" }
        ? readonly string[]
        : F extends { kind: "values"; item: infer I }
          ? readonly ValueOf<I>[]
          : F extends { kind: "group"; fields: infer S }
            ? ContentOf<S>
            : F extends { kind: "list"; fields: infer S }
              ? readonly ContentOf<S>[]
              : never;

type Flatten<T> = { [K in keyof T]: T[K] };
type OptionalKeys<S> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];

/** The data of one entry as the files hold it, e.g. ContentOf<typeof cities.fields>. */
export type ContentOf<S> = Flatten<
  { -readonly [K in Exclude<keyof S, OptionalKeys<S>>]: ValueOf<S[K]> } & {
    -readonly [K in OptionalKeys<S>]?: ValueOf<S[K]> | null;
  }
>;
