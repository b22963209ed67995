// Makes sure Debian's Chromium is there for the browser tests; installs it when we may.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
if (existsSync(chromePath)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
if (isRoot && hasApt) {
  console.log(`Chromium fehlt unter ${chromePath} – installiere Debians Paket "chromium" …`);
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (existsSync(chromePath)) process.exit(0);
}
console.error(
  `Chromium nicht gefunden (${chromePath}). Bitte Debians Paket installieren: "sudo apt-get install chromium" ` +
    "oder CHROME_PATH auf eine vorhandene Chromium-Installation setzen.",
);
process.exit(1);
