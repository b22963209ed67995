// `npm run cms`: the editor on this computer. Starts decap-server (the CMS's local backend, which
// writes straight into content/ of this checkout, bound to 127.0.0.1 only) and the site in
// development mode; the CMS is then at http://localhost:8000/admin/ (another port: CMS_PORT=8010).
// The address is printed once the editor answers (scripts/cms-ready.mjs). Ctrl+C stops both.
//
// The site follows the clock while it runs (gatsby/develop-clock.ts): an article whose publishedAt
// passes appears without a restart. For that, `gatsby develop` gets its refresh endpoint, guarded by
// a token only this run knows. With BUILD_TIME set (to look at a later day) the time stays pinned.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import { waitUntilReachable } from "./cms-ready.mjs";

const require = createRequire(import.meta.url);
const port = Number(process.env.CMS_PORT || 8000);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const siteEnv = {
  ...env,
  ENABLE_GATSBY_REFRESH_ENDPOINT: "true",
  GATSBY_REFRESH_TOKEN: randomUUID(),
  ...(process.env.BUILD_TIME?.trim() ? {} : { DEVELOP_FOLLOWS_CLOCK: "1" }),
};
const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...env, BIND_HOST: "127.0.0.1", PORT: "8081", GIT_REPO_DIRECTORY: process.cwd(), LOG_LEVEL: "warn" },
    stdio: "inherit",
  }),
  spawn(
    process.execPath,
    [require.resolve("gatsby/cli.js"), "develop", "--host", "localhost", "--port", String(port)],
    {
      env: siteEnv,
      stdio: "inherit",
    },
  ),
];

const stopped = new AbortController();
const stop = () => {
  stopped.abort();
  for (const child of children) child.kill("SIGINT");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}

console.log(`\nCMS startet … die Adresse erscheint hier, sobald der Editor antwortet (das dauert einige Minuten).\n`);
waitUntilReachable({
  url: `http://localhost:${port}/admin/`,
  signal: stopped.signal,
  log: (line) => console.log(`\n${line}\n`),
});
