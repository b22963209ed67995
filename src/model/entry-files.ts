/**
 * A folder collection whose entries editors add and delete in /admin, one file each. Decap names a
 * new file after `key` (e.g. kiel.yaml for the slug kiel), so that field must be unique: two entries
 * with the same value would be one file.
 */
export const filePerEntry = (
  key: string,
  cms: { identifier_field: string; summary: string; preview_path?: string },
) => ({
  unique: key,
  cms: { create: true, delete: true, slug: `{{fields.${key}}}`, ...cms },
});
