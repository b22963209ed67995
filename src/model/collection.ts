import type { Fields } from "./fields";

/** One entry of a collection as the content check reads it: its file, its place in the file, its values. */
export interface RuleEntry {
  file: string;
  entry?: string;
  value: Record<string, unknown>;
}

/** A problem in the editor's words: the file, the entry and the field (named as /admin names it). */
export interface RuleIssue {
  file: string;
  entry?: string;
  field?: string;
  message: string;
}

export interface RuleContext {
  /** The moment the check runs for (the build's). */
  today: Date;
  /** Entry and field label of a path inside an entry's value, as /admin names them. */
  locate: (value: unknown, path: (string | number)[]) => { entry?: string; field?: string };
}

/**
 * A rule over all entries of one collection that no single field can state (no two city pages alike,
 * a day in one list only). It stands in the collection's file, beside its fields; `npm run
 * check:content` and every build run it (src/checks/rules.ts) and stop on what it finds.
 */
export type CollectionRule = (entries: readonly RuleEntry[], context: RuleContext) => RuleIssue[];

/** One collection of content/: where its files are and what they hold (see src/model/collections/). */
export interface Collection<F extends Fields = Fields> {
  /** Name in the CMS (collection or file) and in messages. */
  name: string;
  label: string;
  labelSingular?: string;
  description?: string;
  /**
   * folder: one entry per file in `path` (a directory), e.g. content/cities/kiel.yaml;
   * list: `path` is one file holding a list of entries; file: `path` is one file with one entry;
   * markdown: one article per .md file in `path`, the fields are its frontmatter (+ body).
   */
  shape: "folder" | "list" | "file" | "markdown";
  path: string;
  /** GraphQL node type gatsby-transformer-yaml/-remark creates for these files. */
  node: string;
  fields: F;
  /** A field whose value must be unique across the collection. */
  unique?: string;
  /** GraphQL fields that no file holds: a resolver computes them (gatsby/resolvers.ts). */
  computed?: Record<string, string>;
  /** Files of kind "file" are grouped in the CMS: under "Firmendaten, Pakete & FAQ" or "Seitentexte". */
  cmsGroup?: "settings" | "pages";
  /** Collection-level settings only the CMS needs (slug, summary, preview path …). */
  cms?: Record<string, unknown>;
  /** For shape "list": how /admin names the list and titles one entry. */
  entries?: { label: string; summary: string };
  /** Images of this collection are stored beside its files, in images/. */
  images?: boolean;
  /** Rules over all its entries that its fields cannot state (see CollectionRule). */
  rules?: readonly CollectionRule[];
}

/** Keeps the literal types of `fields`, so ContentOf<typeof x.fields> knows every field. */
export const collection = <F extends Fields>(definition: Collection<F>): Collection<F> => definition;
