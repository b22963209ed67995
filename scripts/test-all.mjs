// `npm test`: every check in order; stops at the first failing step and exits non-zero.
// typecheck, lint and format, content check and unit tests (at once) → build → built-site tests → browser tests
//
// The browser tests run as two groups at once, one jest process (and one Chromium) each: the files
// that start the form service's stand-in on its fixed port (9787, which the build bakes in) one after
// another in one group, all others – the CMS test with decap-server on 8081 among them – in the
// other. Each stage's time is printed at the end.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync, mkdirSync } from "node:fs";

/** The browser tests run a stand-in for the form service on this address. */
const TEST_ENDPOINT = "http://127.0.0.1:9787/anfrage";
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  GATSBY_ENQUIRY_ENDPOINT: process.env.GATSBY_ENQUIRY_ENDPOINT || TEST_ENDPOINT,
};
// The tests compare the built site with content/; the owner's live calendar (a secret that may be set in this
// shell) would add days they cannot know. __tests__/site/calendar-build.test.ts serves its own calendar.
delete env.AVAILABILITY_ICS_URL;

mkdirSync("test-results", { recursive: true });
const jestJson = (name) => ["--json", `--outputFile=test-results/${name}.json`];

const BROWSER_DIR = "__tests__/browser";
const usesFixedPort = (file) => /support\/form-service/.test(readFileSync(`${BROWSER_DIR}/${file}`, "utf8"));
const browserFiles = readdirSync(BROWSER_DIR).filter((f) => f.endsWith(".test.ts"));
const browserGroups = [
  ["browser-ports", browserFiles.filter(usesFixedPort)],
  ["browser-other", browserFiles.filter((f) => !usesFixedPort(f))],
].filter(([, files]) => files.length);
const browserJest = (name, files) => [
  "npx",
  [
    "jest",
    "--config",
    "jest.browser.config.js",
    "--runInBand",
    ...jestJson(name),
    ...files.map((f) => `${BROWSER_DIR}/${f}`),
  ],
];

const steps = [
  [
    "Typprüfung, Lint und Format, Inhaltsprüfung, Unit-Tests (gleichzeitig)",
    [
      ["npx", ["tsc", "--noEmit"]],
      ["npm", ["run", "--silent", "lint"]],
      ["npm", ["run", "--silent", "check:content"]],
      ["npx", ["jest", "--config", "jest.config.js", ...jestJson("unit")]],
    ],
  ],
  ["Build", [["npx", ["gatsby", "build"]]]],
  ["Tests der gebauten Seite", [["npx", ["jest", "--config", "jest.site.config.js", ...jestJson("site")]]]],
  ["Chromium", [["node", ["scripts/ensure-chromium.mjs"]]]],
  ["Browser-Tests (zwei Gruppen gleichzeitig)", browserGroups.map(([name, files]) => browserJest(name, files))],
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
const jsonNameOf = (args) => args.find((a) => a.startsWith("--outputFile="))?.match(/results\/([\w-]+)\.json/)?.[1];

/** One command; alone it writes to the terminal directly, beside others its output comes in one piece at its end. */
function run([cmd, args], alone) {
  const jsonName = jsonNameOf(args);
  if (jsonName) rmSync(`test-results/${jsonName}.json`, { force: true });
  if (alone) return Promise.resolve({ status: spawnSync(cmd, args, { stdio: "inherit", env }).status, jsonName });
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (status) => {
      process.stdout.write(
        `\n── ${cmd} ${args
          .filter((a) => !a.startsWith("--"))
          .slice(0, 3)
          .join(" ")} ──\n${output}`,
      );
      resolve({ status, jsonName });
    });
  });
}

const times = [];
for (const [label, commands] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${commands.map(([c, a]) => `${c} ${a.join(" ")}`).join("  |  ")}`);
  const results = await Promise.all(commands.map((command) => run(command, commands.length === 1)));
  for (const { jsonName } of results) if (jsonName) count(jsonName);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  times.push(`${label}: ${seconds} s`);
  if (results.some((r) => r.status !== 0)) {
    console.error(`\n✖ ${label} fehlgeschlagen (${seconds} s)`);
    console.log(`${passed} passed, ${failed === 0 ? 1 : failed} failed`);
    process.exit(1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}
console.log(`\nAlle Prüfungen bestanden.\n  ${times.join("\n  ")}`);
console.log(`${passed} passed, ${failed} failed`);
