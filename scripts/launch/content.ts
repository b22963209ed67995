import path from "path";
import yaml from "js-yaml";
import { COLLECTIONS, type Collection } from "../../src/model/collections";
import type { ContentOf, Fields } from "../../src/model/fields";
import { entrySchema } from "../../src/model/zod";
import { MAX_ALIASED_VALUES, aliasedValues, belongsTo, readContentFiles } from "../../src/checks/read";
import { adminPath } from "../../src/checks/admin-path";
import type { LaunchIssue, LaunchStepId } from "./steps";

/**
 * The content as the go-live check reads it: every YAML file of content/ with its collection of the
 * content model, and the data of one collection checked against the model (entrySchema), so the
 * checks work on typed data. A file the model rejects is left to `npm run check:content`.
 */

export interface ContentDoc {
  collection: Collection;
  /** Path relative to the root the check reports from. */
  file: string;
  /** Absolute path. */
  full: string;
  data: unknown;
}

/** Every YAML file below `contentDir` that belongs to a collection, parsed. */
export function readContentDocs(contentDir: string, root: string): ContentDoc[] {
  const docs: ContentDoc[] = [];
  for (const file of readContentFiles(contentDir, root)) {
    if (!/\.ya?ml$/.test(file.path)) continue;
    const collection = COLLECTIONS.find((c) => belongsTo(c, file.path));
    if (!collection) continue;
    let data: unknown;
    try {
      data = yaml.load(file.text);
    } catch {
      continue;
    }
    // An alias bomb is the content check's error (src/checks/read.ts); walking it here would never end.
    if (aliasedValues(data) > MAX_ALIASED_VALUES) continue;
    docs.push({ collection, file: file.path, full: path.resolve(root, file.path), data });
  }
  return docs;
}

/** The one document of a collection, if the model accepts it. */
export function entryOf<F extends Fields>(
  docs: readonly ContentDoc[],
  collection: Collection<F>,
): (ContentDoc & { entry: ContentOf<F> }) | undefined {
  const doc = docs.find((d) => d.collection.name === collection.name);
  if (!doc) return undefined;
  const result = entrySchema(collection).safeParse(doc.data);
  return result.success ? { ...doc, entry: result.data as ContentOf<F> } : undefined;
}

/** The entries of a list collection the model accepts, each with its position in the file. */
export function entriesOf<F extends Fields>(
  docs: readonly ContentDoc[],
  collection: Collection<F>,
): (ContentDoc & { entries: { index: number; entry: ContentOf<F> }[] }) | undefined {
  const doc = docs.find((d) => d.collection.name === collection.name);
  if (!doc || !Array.isArray(doc.data)) return undefined;
  const schema = entrySchema(collection);
  const entries = doc.data.flatMap((item: unknown, index) => {
    const result = schema.safeParse(item);
    return result.success ? [{ index, entry: result.data as ContentOf<F> }] : [];
  });
  return { ...doc, entries };
}

/** An issue at a field of a content document, named as /admin names it. */
export const issueAt = (
  doc: ContentDoc,
  step: LaunchStepId,
  trail: (string | number)[],
  message: string,
): LaunchIssue => ({
  step,
  where: `„${adminPath(doc.collection, doc.data, trail)}“`,
  message,
  file: doc.file,
});
