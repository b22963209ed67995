import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import matter from "gray-matter";
import type { Collection } from "../../src/model/collections";
import type { ContentIssue } from "./issues";

export interface ContentFile {
  /** Path relative to the project root, e.g. content/locations/locations.yaml */
  path: string;
  text: string;
}

/** Reads every Markdown, YAML and calendar (.ics) file below `contentDir`. */
export function readContentFiles(contentDir: string, root = process.cwd()): ContentFile[] {
  const out: ContentFile[] = [];
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else if (/\.(ya?ml|md|ics)$/i.test(name))
        out.push({ path: path.relative(root, full).split(path.sep).join("/"), text: fs.readFileSync(full, "utf8") });
    }
  };
  walk(contentDir);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** Path below content/ that identifies a collection's files: "cities" (a folder) or "site/site.yaml" (one file). */
const own = (collection: Collection) => collection.path.replace(/^content\//, "");

/** Whether a file is one of the collection's: in its folder (with the right extension) or its one file. */
export const belongsTo = (collection: Collection, file: string): boolean => {
  const rel = own(collection);
  if (collection.shape === "folder" || collection.shape === "markdown") {
    const dir = file.split("/").slice(0, -1).join("/");
    return (dir === rel || dir.endsWith(`/${rel}`)) && (collection.shape === "markdown" ? file.endsWith(".md") : /\.ya?ml$/.test(file));
  }
  return file === rel || file.endsWith(`/${rel}`);
};

/**
 * YAML read once per text. The checks read each file twice (its schema, then its texts), and the CMS
 * tests check the whole content hundreds of times with one file changed. The values are frozen: a check
 * that changed one would change what the next check reads (it throws instead). A syntax error is not
 * kept; it throws again. gray-matter keeps its own cache of the Markdown files' frontmatter.
 */
const parsedYaml = new Map<string, unknown>();
const PARSED_KEPT = 400;

function deepFreeze(value: unknown): unknown {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function loadYaml(text: string): unknown {
  if (parsedYaml.has(text)) return parsedYaml.get(text);
  const value = deepFreeze(yaml.load(text));
  if (parsedYaml.size >= PARSED_KEPT) parsedYaml.delete(parsedYaml.keys().next().value!);
  parsedYaml.set(text, value);
  return value;
}

/** The YAML of a file (the frontmatter of a Markdown file); a syntax error becomes an issue with line and column. */
export function parseFile(file: ContentFile, shape: Collection["shape"], issues: ContentIssue[]): unknown {
  try {
    if (shape === "markdown") return matter(file.text).data;
    return loadYaml(file.text);
  } catch (error) {
    const e = error as { mark?: { line: number; column: number }; reason?: string; message: string };
    // Frontmatter starts after the opening "---" line of a Markdown file.
    const offset = shape === "markdown" ? 2 : 1;
    const where = e.mark ? `Zeile ${e.mark.line + offset}, Spalte ${e.mark.column + 1}` : "unbekannte Stelle";
    issues.push({ file: file.path, message: `YAML-Syntaxfehler in ${where}: ${e.reason ?? e.message}` });
    return undefined;
  }
}

/** The YAML of a file, or undefined where it does not parse (parseFile has reported that already). */
export const parseQuietly = (file: ContentFile): unknown => {
  try {
    return loadYaml(file.text);
  } catch {
    return undefined;
  }
};
