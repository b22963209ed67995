// Makes sure Debian's Chromium is there: "chromium" (the audit, Lighthouse, screenshots) and
// "chromium-headless-shell" (the browser tests – the same Chromium without the desktop browser,
// a third of the CPU time per page; see __tests__/support/browser.ts). Installs what is missing when
// we may; without the headless shell the tests use the full Chromium.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const shellPath = "/usr/bin/chromium-headless-shell";
const wanted = [
  ["chromium", chromePath],
  ["chromium-headless-shell", process.env.TEST_CHROME_PATH || shellPath],
];
const missing = wanted.filter(([, file]) => !existsSync(file)).map(([name]) => name);
if (!missing.length) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
if (isRoot && hasApt) {
  console.log(`Es fehlt: ${missing.join(", ")} – installiere Debians Pakete …`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`, {
      stdio: "inherit",
    });
  } catch {
    console.log(`Installation von ${missing.join(", ")} fehlgeschlagen.`);
  }
}
if (existsSync(chromePath)) {
  if (!existsSync(process.env.TEST_CHROME_PATH || shellPath))
    console.log(`Hinweis: ohne "chromium-headless-shell" laufen die Browser-Tests mit ${chromePath} (langsamer).`);
  process.exit(0);
}
console.error(
  `Chromium nicht gefunden (${chromePath}). Bitte Debians Pakete installieren: ` +
    '"sudo apt-get install chromium chromium-headless-shell" oder CHROME_PATH auf eine vorhandene Chromium-Installation setzen.',
);
process.exit(1);
