import crypto from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import { spawn, spawnSync, type SpawnSyncReturns } from "child_process";

export const ROOT = path.resolve(__dirname, "../..");

/** A throw-away copy of the project a build can run in: sources and content copied, dependencies linked. */
export function projectCopy(prefix: string, dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))): string {
  fs.mkdirSync(dir, { recursive: true });
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

/**
 * The second build of `npm test`, shared: the calendar build test (site suite) makes a fresh copy
 * here and leaves it with its warm .cache; the CMS end-to-end test (browser suite, later) writes its
 * article into the same copy and needs only a warm rebuild – Gatsby's cache holds absolute paths, so
 * only a copy at the same place stays warm. The CMS test removes it; run alone, it makes its own.
 */
export const SHARED_COPY = path.join(
  os.tmpdir(),
  `event-dj-second-build-${crypto.createHash("sha1").update(ROOT).digest("hex").slice(0, 8)}`,
);

/** A fresh project copy at SHARED_COPY (any earlier one is removed). */
export function freshSharedCopy(): string {
  fs.rmSync(SHARED_COPY, { recursive: true, force: true });
  return projectCopy("", SHARED_COPY);
}

/** The shared copy as the calendar test left it (built, warm), or a fresh one. */
export const sharedCopy = (): string =>
  fs.existsSync(path.join(SHARED_COPY, ".cache")) ? SHARED_COPY : freshSharedCopy();

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
  spawnSync(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
    cwd: dir,
    encoding: "utf8",
    env: buildEnv(env),
  });

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
    const child = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
      cwd: dir,
      env: buildEnv(env),
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr, seconds: (Date.now() - started) / 1000 }));
  });
}
