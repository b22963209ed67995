import fs from "fs";
import path from "path";
import { deferBundles } from "../src/lib/script-loader";

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "admin" ? [] : htmlFiles(full);
    return e.name.endsWith(".html") ? [full] : [];
  });
}

/** Post-build: every public page loads its bundles after the first paint (see src/lib/script-loader.ts). */
export function deferBundlesInPublic(publicDir: string): number {
  let changed = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const out = deferBundles(html);
    if (out !== html) {
      fs.writeFileSync(file, out);
      changed++;
    }
  }
  return changed;
}
