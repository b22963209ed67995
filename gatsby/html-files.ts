import fs from "fs";
import path from "path";

/** Every built HTML file under `dir`, without the editor at /admin (not a public page). */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "admin" ? [] : htmlFiles(full);
    return e.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * React 18's streaming renderer (Gatsby's static HTML) flushes its whole 2 KB buffer when a multi-byte
 * character (ä, ★, „) does not fit at its end, so a NUL byte lands before that character now and then
 * (facebook/react#26228, fixed only in React 19). Browsers drop it; crawlers and e-mail previews may
 * stop reading there. The post-build pass removes it before anything else reads the HTML.
 */
export const withoutNullBytes = (html: string): string => (html.includes("\0") ? html.replace(/\0/g, "") : html);
