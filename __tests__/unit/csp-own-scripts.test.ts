/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import { buildScriptHashes, scriptHash } from "../../gatsby/csp";
import { PRE_APP_SCRIPT } from "../../src/lib/pre-app";
import { BUNDLE_LOADER } from "../../gatsby/defer-bundles";

const INJECTED = "document.documentElement.dataset.pwned=document.domain";
const CHUNK_MAP = { app: ["/app-0123456789abcdef0123.js"] };
const chunkScript = (map: unknown) => `\n  window.___chunkMapping=${JSON.stringify(JSON.stringify(map))};\n`;

function publicDir(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
  fs.writeFileSync(path.join(dir, "chunk-map.json"), JSON.stringify(CHUNK_MAP));
  for (const [name, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), html);
  }
  return dir;
}

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head>${scripts.map((s) => `<script>${s}</script>`).join("")}</head><body></body></html>`;

describe("the CSP blesses only the scripts the build wrote (issue 49)", () => {
  it("hashes the site's own scripts and Gatsby's, and names the page with any other inline script", () => {
    const dir = publicDir({
      "index.html": page(PRE_APP_SCRIPT, BUNDLE_LOADER, 'window.___webpackCompilationHash="5abe17e0c70b3e88d566";'),
      "kontakt/index.html": page(PRE_APP_SCRIPT, chunkScript(CHUNK_MAP)),
      "blog/artikel/index.html": `<script type="application/ld+json">{"a":"</script><script>${INJECTED}</script>`,
    });
    const { hashes, foreign } = buildScriptHashes(dir);
    expect(hashes).toHaveLength(4);
    expect(hashes).toContain(scriptHash(PRE_APP_SCRIPT));
    expect(hashes).toContain(scriptHash(chunkScript(CHUNK_MAP)));
    expect(hashes).not.toContain(scriptHash(INJECTED));
    expect(foreign).toEqual([{ file: "blog/artikel/index.html", count: 1 }]);
  });

  it("does not take a script for Gatsby's chunk map unless it is this build's map, nor code that looks like its hash", () => {
    const dir = publicDir({
      "a.html": page(chunkScript({ app: ["/evil.js"] })),
      "b.html": page(`window.___chunkMapping="{}";${INJECTED};`),
      "c.html": page(`window.___webpackCompilationHash="5abe";${INJECTED}`),
    });
    const { hashes, foreign } = buildScriptHashes(dir);
    expect(hashes).toEqual([]);
    expect(foreign.map((f) => f.file).sort()).toEqual(["a.html", "b.html", "c.html"]);
  });
});
