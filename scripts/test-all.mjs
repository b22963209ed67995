// `npm test`: every check in order; stops at the first failing step and exits non-zero.
// typecheck → lint and format → content check → unit tests → build → built-site tests → browser tests
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, mkdirSync } from "node:fs";

/** The browser tests run a stand-in for the form service on this address. */
const TEST_ENDPOINT = "http://127.0.0.1:9787/anfrage";
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_ENQUIRY_ENDPOINT: process.env.GATSBY_ENQUIRY_ENDPOINT || TEST_ENDPOINT };
// The tests compare the built site with content/; the owner's live calendar (a secret that may be set in this
// shell) would add days they cannot know. __tests__/site/calendar-build.test.ts serves its own calendar.
delete env.AVAILABILITY_ICS_URL;

mkdirSync("test-results", { recursive: true });
const jestJson = (name) => ["--json", `--outputFile=test-results/${name}.json`];
const steps = [
  ["Typprüfung", "npx", ["tsc", "--noEmit"]],
  ["Lint und Format (ESLint, Prettier)", "npm", ["run", "--silent", "lint"]],
  ["Inhaltsprüfung", "npm", ["run", "--silent", "check:content"]],
  ["Unit-Tests", "npx", ["jest", "--config", "jest.config.js", ...jestJson("unit")]],
  ["Build", "npx", ["gatsby", "build"]],
  ["Tests der gebauten Seite", "npx", ["jest", "--config", "jest.site.config.js", ...jestJson("site")]],
  ["Chromium", "node", ["scripts/ensure-chromium.mjs"]],
  ["Browser-Tests", "npx", ["jest", "--config", "jest.browser.config.js", "--runInBand", ...jestJson("browser")]],
];

let passed = 0;
let failed = 0;
const count = (name) => {
  try {
    const r = JSON.parse(readFileSync(`test-results/${name}.json`, "utf8"));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } catch {
    /* the step did not get to write results */
  }
};

for (const [label, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${cmd} ${args.join(" ")}`);
  const jsonName = args.find((a) => a.startsWith("--outputFile="))?.match(/results\/(\w+)\.json/)?.[1];
  if (jsonName) rmSync(`test-results/${jsonName}.json`, { force: true });
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (jsonName) count(jsonName);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} fehlgeschlagen (${seconds} s)`);
    console.log(`${passed} passed, ${failed === 0 ? 1 : failed} failed`);
    process.exit(1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}
console.log(`\nAlle Prüfungen bestanden.`);
console.log(`${passed} passed, ${failed} failed`);
