// `npm test`: every check; stops at the first failing stage and exits non-zero.
//   1. type check, lint and format, content check and unit tests – at once
//   2. build
//   3. built-site tests (all but the second build)
//   4. at once: (a) the second build (calendar-build.test.ts), then the browser files without a
//      fixed port – the CMS test among them reuses that build's copy, warm; (b) the browser files
//      that start the form service's stand-in on its fixed port 9787 (the build bakes it in), one
//      after another. Each jest process drives its own Chromium.
// Each stage's time is printed at the end.
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
const jest = (config, name, ...more) => ["npx", ["jest", "--config", config, ...jestJson(name), ...more]];

const SECOND_BUILD = "__tests__/site/calendar-build.test.ts";
const BROWSER_DIR = "__tests__/browser";
const usesFixedPort = (file) => /support\/form-service/.test(readFileSync(`${BROWSER_DIR}/${file}`, "utf8"));
const browserFiles = readdirSync(BROWSER_DIR).filter((f) => f.endsWith(".test.ts"));
const browser = (name, files) =>
  jest("jest.browser.config.js", name, "--runInBand", ...files.map((f) => `${BROWSER_DIR}/${f}`));

/** [label, streams]: the streams of a stage run at once; the commands of a stream one after another. */
const stages = [
  [
    "Typprüfung, Lint und Format, Inhaltsprüfung, Unit-Tests (gleichzeitig)",
    [
      [["npx", ["tsc", "--noEmit"]]],
      [["npm", ["run", "--silent", "lint"]]],
      [["npm", ["run", "--silent", "check:content"]]],
      [jest("jest.config.js", "unit")],
    ],
  ],
  ["Build", [[["npx", ["gatsby", "build"]]]]],
  ["Tests der gebauten Seite", [[jest("jest.site.config.js", "site", "--testPathIgnorePatterns", SECOND_BUILD)]]],
  ["Chromium", [[["node", ["scripts/ensure-chromium.mjs"]]]]],
  [
    "Zweiter Build und Browser-Tests (zwei Stränge gleichzeitig)",
    [
      [
        jest("jest.site.config.js", "site-second-build", SECOND_BUILD),
        browser(
          "browser-other",
          browserFiles.filter((f) => !usesFixedPort(f)),
        ),
      ],
      [
        browser(
          "browser-ports",
          browserFiles.filter((f) => usesFixedPort(f)),
        ),
      ],
    ],
  ],
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
const describe = (cmd, args) => `${cmd} ${args.filter((a) => !a.startsWith("--outputFile")).join(" ")}`;

/** One command; alone it writes to the terminal directly, beside others its output comes in one piece at its end. */
function run([cmd, args], alone) {
  const jsonName = jsonNameOf(args);
  if (jsonName) rmSync(`test-results/${jsonName}.json`, { force: true });
  const done = (status) => {
    if (jsonName) count(jsonName);
    return { status };
  };
  if (alone) return Promise.resolve(done(spawnSync(cmd, args, { stdio: "inherit", env }).status));
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (status) => {
      process.stdout.write(`\n── ${describe(cmd, args)} ──\n${output}`);
      resolve(done(status));
    });
  });
}

/** A stream's commands one after another; it stops at the first failure. */
async function runStream(commands, alone) {
  for (const command of commands) {
    const result = await run(command, alone);
    if (result.status !== 0) return result;
  }
  return { status: 0 };
}

const times = [];
for (const [label, streams] of stages) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const results = await Promise.all(streams.map((stream) => runStream(stream, streams.length === 1)));
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
