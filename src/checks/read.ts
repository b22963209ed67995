import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import matter from "gray-matter";
import type { Collection } from "../model/collections";
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
    return (
      (dir === rel || dir.endsWith(`/${rel}`)) &&
      (collection.shape === "markdown" ? file.endsWith(".md") : /\.ya?ml$/.test(file))
    );
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

/**
 * YAML may name a value once (&name) and repeat it (*name). The parser keeps one copy, but every
 * check, the build's YAML transformer and the pages walk the repeats one by one: nine short lines
 * that repeat a list of nine repeats nine times ("billion laughs") are 387 million values, and
 * check:content and the build would hang for minutes. Editors never need many repeats (/admin
 * writes none), so a file whose repeats add more than this many values is refused unread.
 */
export const MAX_ALIASED_VALUES = 1000;

/**
 * How many values the repeats (*name, <<: *name) in parsed YAML add when written out, counted up to
 * just above `limit`: the walk stops there, so it costs no more than the file's own values.
 */
export function aliasedValues(data: unknown, limit = MAX_ALIASED_VALUES): number {
  const seen = new Set<object>();
  const stack: [unknown, boolean][] = [[data, false]];
  let added = 0;
  while (stack.length) {
    const [node, inRepeat] = stack.pop()!;
    const branch = node !== null && typeof node === "object" && !(node instanceof Date);
    // An object met a second time is a repeat; everything below a repeat is written out again.
    const repeated = inRepeat || (branch && seen.has(node));
    if (branch) seen.add(node);
    if (repeated && ++added > limit) return added;
    if (branch) for (const child of Object.values(node)) stack.push([child, repeated]);
  }
  return added;
}

const ALIAS_MESSAGE = `wiederholt Werte mit YAML-Verweisen („&name“ und „*name“) so oft, dass ausgeschrieben mehr als ${MAX_ALIASED_VALUES.toLocaleString("de-DE")} zusätzliche Werte entstehen. Die Datei wird deshalb nicht gelesen (sie würde die Prüfung und den Build minutenlang blockieren). Bitte die Texte ausschreiben statt sie mit „*name“ zu wiederholen.`;

/** Thrown for a file whose repeats are too many (see MAX_ALIASED_VALUES); its message is for the editor. */
class TooManyAliases extends Error {}

const refuseAliasBomb = (data: unknown): unknown => {
  if (aliasedValues(data) > MAX_ALIASED_VALUES) throw new TooManyAliases(ALIAS_MESSAGE);
  return data;
};

function loadYaml(text: string): unknown {
  if (parsedYaml.has(text)) return parsedYaml.get(text);
  const value = deepFreeze(refuseAliasBomb(yaml.load(text)));
  if (parsedYaml.size >= PARSED_KEPT) parsedYaml.delete(parsedYaml.keys().next().value!);
  parsedYaml.set(text, value);
  return value;
}

/**
 * The frontmatter of a Markdown file, refused like a YAML file with too many repeats. `uncached`
 * passes options, which keeps gray-matter from caching the text: it caches a text before parsing it,
 * so after a syntax error the next reader would get empty data instead of the error.
 */
const loadFrontmatter = (text: string, uncached = false): unknown =>
  refuseAliasBomb((uncached ? matter(text, {}) : matter(text)).data);

/** The YAML of a file (the frontmatter of a Markdown file); a syntax error becomes an issue with line and column. */
export function parseFile(file: ContentFile, shape: Collection["shape"], issues: ContentIssue[]): unknown {
  try {
    if (shape === "markdown") return loadFrontmatter(file.text);
    return loadYaml(file.text);
  } catch (error) {
    if (error instanceof TooManyAliases) {
      issues.push({ file: file.path, message: error.message });
      return undefined;
    }
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

/**
 * Sets aside the YAML and Markdown files whose repeats are too many (MAX_ALIASED_VALUES), each with
 * its error, before any check reads them: several checks (and gray-matter's readers in
 * src/checks/claims.ts) walk every value of every file. Run by the build's content check in
 * onPreBootstrap, so such a file stops the build before gatsby-transformer-yaml parses it.
 */
export function setAsideAliasBombs(files: ContentFile[]): { files: ContentFile[]; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const kept = files.filter((file) => {
    const markdown = /\.md$/i.test(file.path);
    if (!markdown && !/\.ya?ml$/i.test(file.path)) return true;
    try {
      if (markdown) loadFrontmatter(file.text, true);
      else loadYaml(file.text);
    } catch (error) {
      if (!(error instanceof TooManyAliases)) return true; // a syntax error: the schema check reports it
      issues.push({ file: file.path, message: error.message });
      return false;
    }
    return true;
  });
  return { files: kept, issues };
}
