/**
 * JSON for the inside of an HTML `<script>` (JSON-LD, serialized state, constants in an inline
 * script). `JSON.stringify` leaves `</script>` and `<!--` as they are, so an editor's text could end
 * the script and start one of its own; U+2028/U+2029 end a line in older JavaScript parsers. Each of
 * these characters becomes its `\uXXXX` escape, which every JSON and JavaScript parser reads back as
 * the same character. Every inline JSON the build writes goes through this one function.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

export const escapeInlineJson = (json: string): string =>
  json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

export const inlineJson = (value: unknown): string => escapeInlineJson(JSON.stringify(value) ?? "null");
