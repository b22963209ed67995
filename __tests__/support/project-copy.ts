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
    // The built-site tests, so that they can run against the copy's content and build (later-builds.test.ts).
    "__tests__",
    "jest.site.config.js",
    "jest-preprocess.js",
  ]) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * `npm test` builds the site once, in this copy (scripts/build-for-tests.ts), and copies its public/
 * into the project. Gatsby's cache holds absolute paths, so only builds at this same place are warm:
 * __tests__/site/later-builds.test.ts writes an article and an edit of every collection into the copy
 * through the CMS, then rebuilds it warm on a later day with the owner's calendar. Run on its own,
 * without `npm test`'s run, it makes a fresh copy and builds it cold.
 */
export const SHARED_COPY = path.join(
  os.tmpdir(),
  `event-dj-shared-build-${crypto.createHash("sha1").update(ROOT).digest("hex").slice(0, 8)}`,
);

/** Set by `npm test` once the shared copy holds this run's sources, built. */
export const SHARED_COPY_BUILT_ENV = "SHARED_COPY_BUILT";

/** A fresh project copy at SHARED_COPY (any earlier one is removed). */
export function freshSharedCopy(): string {
  fs.rmSync(SHARED_COPY, { recursive: true, force: true });
  return projectCopy("", SHARED_COPY);
}

/** This run's built copy (warm) when `npm test` made one; otherwise a fresh, unbuilt copy. */
const builtCopyOfThisRun = (): boolean =>
  process.env[SHARED_COPY_BUILT_ENV] === "1" && fs.existsSync(path.join(SHARED_COPY, ".cache"));

/** The copy for the later builds (__tests__/site/later-builds.test.ts). */
export const sharedCopy = (): string => (builtCopyOfThisRun() ? SHARED_COPY : freshSharedCopy());

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

/** A real `gatsby build` in `dir`, its output on this terminal; returns the exit status. */
export const buildInForeground = (dir: string, env: NodeJS.ProcessEnv = {}): number | null =>
  spawnSync(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
    cwd: dir,
    stdio: "inherit",
    env: buildEnv(env),
  }).status;

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
