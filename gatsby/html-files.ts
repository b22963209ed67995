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
