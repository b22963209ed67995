// `npm run build:live`, the host's build command (netlify.toml): the go-live check with the host's
// settings (scripts/check-launch.ts --live), then the site. While the check fails:
//   - before the first launch (the imprint still names the example owner): the holding site – a
//     "noch nicht online" page and the editor at /admin, where the owner completes the content; each
//     save rebuilds, and the first build that passes the check publishes the site
//     (scripts/launch/holding-site.ts);
//   - after it: the build fails, the host keeps the last good site online and sends its
//     failed-deploy notification (docs/owner.md „Wenn ein Build fehlschlägt“).
import path from "path";
import { spawnSync } from "child_process";
import { launchIssues, neverLaunched } from "./launch/check";
import { toHoldingSite } from "./launch/holding-site";

const root = path.resolve(__dirname, "..");
const contentDir = path.resolve(process.env.CONTENT_PATH || "content");
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", env }).status ?? 1;
const build = (env?: NodeJS.ProcessEnv) => run("npm", ["run", "build"], env);

if (
  run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/check-launch.ts", "--live"]) === 0
)
  process.exit(build());

if (!neverLaunched(contentDir)) {
  console.error(
    "\nDer Live-Build stoppt: Die zuletzt veröffentlichte Seite bleibt online. Ergänzen Sie die oben genannten Angaben (im CMS unter /admin), dann wird neu gebaut.",
  );
  process.exit(1);
}
const missing = launchIssues(contentDir, { live: true }).length;
console.log(
  `\nNoch nicht live: Es fehlen ${missing} Angaben (oben). Gebaut wird die Platzhalterseite „Noch nicht online“ mit dem CMS unter /admin – dort die Angaben ergänzen; sobald die Prüfung besteht, geht die Website mit dem nächsten Build online.`,
);
const status = build({ ...process.env, LAUNCH_PENDING: "1" });
if (status !== 0) process.exit(status);
toHoldingSite(path.join(root, "public"), missing);
console.log("Platzhalterseite gebaut: / zeigt „Noch nicht online“, /admin das CMS; Suchmaschinen sind ausgesperrt.");
