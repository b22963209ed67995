import fs from "fs";
import os from "os";
import path from "path";
import { spawnSync, type SpawnSyncReturns } from "child_process";

export const ROOT = path.resolve(__dirname, "../..");

/** A throw-away copy of the project a build can run in: sources and content copied, dependencies linked. */
export function projectCopy(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of [
    "content",
    "src",
    "static",
    "gatsby",
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
    "tsconfig.json",
    "package.json",
    "scripts",
  ]) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** A real `gatsby build` in `dir`. */
export const buildIn = (dir: string, env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> =>
  spawnSync(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", ...env },
  });
