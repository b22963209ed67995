/**
 * The data of a content file a page cannot do without, or a build error that names the file. Used
 * where a query's root field is nullable in Gatsby's types but the file must exist (content/ is
 * validated before every build, so this fires only when a file has been deleted).
 */
export function required<T>(value: T | null | undefined, file: string): T {
  if (value == null) throw new Error(`${file} fehlt`);
  return value;
}
