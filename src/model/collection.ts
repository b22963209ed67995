import type { Fields } from "./fields";

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
}

/** Keeps the literal types of `fields`, so ContentOf<typeof x.fields> knows every field. */
export const collection = <F extends Fields>(definition: Collection<F>): Collection<F> => definition;
