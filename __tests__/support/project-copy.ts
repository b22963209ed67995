import fs from "fs";
import os from "os";
import path from "path";
import { spawn, spawnSync, type SpawnSyncReturns } from "child_process";

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

/** The build's environment: no owner's calendar unless the caller passes one (tests must not read a real calendar). */
const buildEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  CI: "1",
  AVAILABILITY_ICS_URL: "",
  ...env,
});

/** A real `gatsby build` in `dir`. */
export const buildIn = (dir: string, env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> =>
  spawnSync(process.execPath, [require.resolve("gatsby/cli.js"), "build"], { cwd: dir, encoding: "utf8", env: buildEnv(env) });

export interface BuildRun {
  status: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** A real `gatsby build` in `dir` that leaves this process's event loop free (e.g. for a local server the build reads from). */
export function buildInBackground(dir: string, env: NodeJS.ProcessEnv = {}): Promise<BuildRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "build"], { cwd: dir, env: buildEnv(env) });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr, seconds: (Date.now() - started) / 1000 }));
  });
}
