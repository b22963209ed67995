import fs from "fs";
import path from "path";
import { WITHOUT_IDENTITY_REDIRECT, WITHOUT_IDLE_PLUGIN_CODE } from "../../gatsby/webpack";

/** Every source file of the site's browser code (src/, gatsby-browser.tsx). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [file] : [];
  });
}

describe("plugin files left out of the production bundle", () => {
  it("name files that exist (a Gatsby or plugin update that moves them fails here, not silently)", () => {
    for (const file of [...Object.keys(WITHOUT_IDLE_PLUGIN_CODE), ...Object.keys(WITHOUT_IDENTITY_REDIRECT)])
      expect(fs.existsSync(file)).toBe(true);
    expect(Object.values(WITHOUT_IDLE_PLUGIN_CODE).every((target) => target === false)).toBe(true);
  });

  it("the Partytown file is not needed: no page uses gatsby's <Script> (off-main-thread would need it)", () => {
    const files = [...sourceFiles(path.resolve("src")), path.resolve("gatsby-browser.tsx")];
    const users = files.filter((file) => {
      const text = fs.readFileSync(file, "utf8");
      return (
        /from\s+["']gatsby-script["']/.test(text) ||
        /import\s*{[^}]*\bScript\b[^}]*}\s*from\s+["']gatsby["']/.test(text)
      );
    });
    expect(users).toEqual([]);
  });

  it("the manifest file is not needed: the manifest has no localized variants", async () => {
    const config = (await import("../../gatsby-config")).default as { plugins?: unknown[] };
    const manifest = (config.plugins ?? []).find(
      (p): p is { resolve: string; options: Record<string, unknown> } =>
        typeof p === "object" && p !== null && (p as { resolve?: string }).resolve === "gatsby-plugin-manifest",
    );
    expect(manifest).toBeDefined();
    expect(manifest!.options.localize).toBeUndefined();
  });
});
