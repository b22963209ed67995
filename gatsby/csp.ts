import crypto from "crypto";
import fs from "fs";
import { htmlFiles } from "./html-files";

/**
 * Strict script-src without 'unsafe-inline': every inline script the build emits (the site's
 * pre-app script, Gatsby's chunk mapping and compilation hash, the bundle loader) is allowed by the
 * sha256 of its exact text, computed from the built HTML after the last rewrite. Editing a script
 * changes its hash here too, so the policy can never silently fall behind.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Scripts the browser does not run (JSON-LD and other data blocks) need no hash. */
const DATA_BLOCK = /\btype\s*=\s*"(?!(?:text|application)\/(?:javascript|ecmascript)|module")[^"]*"/i;

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

/** Sorted, distinct hashes of all inline scripts of all public pages under `publicDir`. */
export function inlineScriptHashes(publicDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(publicDir))
    for (const text of inlineScripts(fs.readFileSync(file, "utf8"))) hashes.add(scriptHash(text));
  return [...hashes].sort();
}
