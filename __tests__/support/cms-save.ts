/**
 * A content file saved once through /admin, as Decap CMS writes it (decap-cms-core
 * src/formats/yaml.ts and frontmatter.ts): parsed with the `yaml` library (YAML 1.2, so a day like
 * 2026-12-12 is plain text) and written back without the file's comments, without quotes where YAML
 * needs none (dates) and with long lines folded. Tests use it to show that what the CMS writes, the
 * site reads.
 */
import fs from "fs";
import path from "path";
import YAML from "yaml";
import matter from "gray-matter";

// Decap reads "…Z" timestamps as Dates and writes them back as ISO text.
const timestampTag = {
  identify: (value: unknown) => value instanceof Date,
  default: true,
  tag: "!timestamp",
  test: /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2}(\.[0-9]+)?)Z$/,
  resolve: (text: string) => new Date(text),
  stringify: (item: { value: unknown }) => (item.value as Date).toISOString(),
};

const parse = (text: string): unknown => {
  const doc = YAML.parseDocument(text, { customTags: [timestampTag] as unknown as YAML.Options["customTags"] });
  if (doc.errors.length) throw doc.errors[0];
  return doc.toJSON();
};
const stringify = (data: unknown): string => {
  const doc = new YAML.Document();
  doc.contents = YAML.createNode(data) as typeof doc.contents;
  return doc.toString();
};

/** One file's text as the CMS saves it: YAML rewritten, a Markdown file's frontmatter rewritten and its body kept. */
export function savedByCms(file: string, text: string): string {
  if (/\.ya?ml$/i.test(file)) return stringify(parse(text));
  if (!/\.md$/i.test(file)) return text;
  const engines = { yaml: { parse, stringify } } as unknown as matter.GrayMatterOption<string, never>["engines"];
  const { data, content } = matter(text, { engines });
  return matter.stringify(content, data, { engines });
}

/** A copy of `contentDir` in `target` with every YAML and Markdown file saved once through the CMS. */
export function copySavedByCms(contentDir: string, target: string): void {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(contentDir, target, { recursive: true });
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else if (/\.(ya?ml|md)$/i.test(name)) fs.writeFileSync(full, savedByCms(name, fs.readFileSync(full, "utf8")));
    }
  };
  walk(target);
}
