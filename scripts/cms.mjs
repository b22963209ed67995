// `npm run cms`: the editor on this computer. Starts decap-server (the CMS's local backend, which
// writes straight into content/ of this checkout, bound to 127.0.0.1 only) and the site in
// development mode; the CMS is then at http://localhost:8000/admin/. Ctrl+C stops both.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...env, BIND_HOST: "127.0.0.1", PORT: "8081", GIT_REPO_DIRECTORY: process.cwd(), LOG_LEVEL: "warn" },
    stdio: "inherit",
  }),
  spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", "--host", "localhost", "--port", "8000"], {
    env,
    stdio: "inherit",
  }),
];
console.log("\nCMS startet … gleich erreichbar unter http://localhost:8000/admin/ (Beenden mit Strg+C)\n");

const stop = () => {
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
