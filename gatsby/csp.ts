import crypto from "crypto";
import fs from "fs";
import path from "path";
import { htmlFiles } from "./html-files";
import { BUNDLE_LOADER } from "./defer-bundles";
import { PRE_APP_SCRIPT } from "../src/lib/pre-app";
import { BLOG_REDIRECT_SCRIPT } from "../src/lib/not-found";

/**
 * Strict script-src without 'unsafe-inline': the policy allows, by the sha256 of their exact text,
 * only the inline scripts the build itself writes – never whatever happens to be inline in the
 * HTML. A script that slipped into a page (an editor's text that was not escaped, a pasted widget)
 * is not among them, so the browser blocks it; the build names the page in its log.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Scripts the browser does not run (JSON-LD and other data blocks) need no hash. */
const DATA_BLOCK = /\btype\s*=\s*"(?!(?:text|application)\/(?:javascript|ecmascript)|module")[^"]*"/i;

/** The site's own inline scripts: the pre-app handler, the not-found page's redirect, the bundle loader. */
const OWN_SCRIPTS: readonly string[] = [PRE_APP_SCRIPT, BLOG_REDIRECT_SCRIPT, BUNDLE_LOADER];

/** Gatsby's own inline scripts; each does nothing but assign one string (checked below). */
const COMPILATION_HASH = /^window\.___webpackCompilationHash="[0-9a-f]+";$/;
const CHUNK_MAPPING = /^\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*$/;

export const scriptHash = (text: string): string =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The text of each inline script of a page that the browser would execute. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    // `src=` as an attribute of its own: the bundle loader's `data-src` does not make it external.
    if (/(?:^|\s)src\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    found.push(text);
  }
  return found;
}

/**
 * Whether the build wrote this script: one of the site's own, Gatsby's compilation hash, or
 * Gatsby's chunk map – the very map of this build (`chunkMap`, public/chunk-map.json).
 */
export function isBuildScript(text: string, chunkMap: unknown): boolean {
  if (OWN_SCRIPTS.includes(text) || COMPILATION_HASH.test(text)) return true;
  const mapping = CHUNK_MAPPING.exec(text);
  if (!mapping) return false;
  try {
    return JSON.stringify(JSON.parse(JSON.parse(mapping[1]) as string)) === JSON.stringify(chunkMap);
  } catch {
    return false;
  }
}

function readChunkMap(publicDir: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Sorted, distinct hashes of the build's own inline scripts on the public pages under `publicDir`,
 * and the pages that carry any other inline script (which the policy then blocks).
 */
export function buildScriptHashes(publicDir: string): { hashes: string[]; foreign: { file: string; count: number }[] } {
  const chunkMap = readChunkMap(publicDir);
  const hashes = new Set<string>();
  const foreign: { file: string; count: number }[] = [];
  for (const file of htmlFiles(publicDir)) {
    let count = 0;
    for (const text of inlineScripts(fs.readFileSync(file, "utf8"))) {
      if (isBuildScript(text, chunkMap)) hashes.add(scriptHash(text));
      else count++;
    }
    if (count) foreign.push({ file: path.relative(publicDir, file), count });
  }
  return { hashes: [...hashes].sort(), foreign };
}
