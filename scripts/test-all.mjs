// `npm test`: every check; stops after the first failing stage and exits non-zero.
//   1. at once: the build – in the shared project copy (scripts/build-for-tests.ts), whose public/ then
//      replaces the project's: the run's later builds in that copy are warm – and beside it the unit
//      tests, the type check, lint and format, the content check and Chromium (installed if missing).
//      Alone, neither the checks nor the build kept both cores busy (vmstat: 65–85 %).
//   2. at once: (a) the built-site tests; (b) the later builds (__tests__/site/later-builds.test.ts):
//      the copy rebuilt on a later day with the owner's calendar, an article written in the CMS, and
//      a second build with both; (c) the browser tests in parallel workers against one Chromium.
// Each stage's time is printed at the end.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync, mkdirSync } from "node:fs";

/** The browser tests run a stand-in for the form service on this address. */
const TEST_ENDPOINT = "http://127.0.0.1:9787/anfrage";
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  GATSBY_ENQUIRY_ENDPOINT: process.env.GATSBY_ENQUIRY_ENDPOINT || TEST_ENDPOINT,
};
// The tests compare the built site with content/; the owner's live calendar (a secret that may be set in this
// shell) would add days they cannot know. __tests__/site/later-builds.test.ts serves its own calendar.
delete env.AVAILABILITY_ICS_URL;
/** The later builds use the copy stage 1 built (__tests__/support/project-copy.ts). */
env.SHARED_COPY_BUILT = "1";
/** Browser test files at once: Chromium mostly waits for the page, so three share two cores well. */
const BROWSER_WORKERS = process.env.BROWSER_WORKERS || "3";

mkdirSync("test-results", { recursive: true });
const jestJson = (name) => ["--json", `--outputFile=test-results/${name}.json`];
const jest = (config, name, ...more) => ["npx", ["jest", "--config", config, ...jestJson(name), ...more]];

const LATER_BUILDS = "__tests__/site/later-builds.test.ts";

/** [label, streams]: the streams of a stage run at once; the commands of a stream one after another. */
const stages = [
  [
    "Build, Unit-Tests, Typprüfung, Lint und Format, Inhaltsprüfung und Chromium (gleichzeitig)",
    [
      [["npx", ["tsx", "scripts/build-for-tests.ts"]]],
      [jest("jest.config.js", "unit")],
      [["npx", ["tsc", "--noEmit"]]],
      [["npm", ["run", "--silent", "lint"]]],
      [["npm", ["run", "--silent", "check:content"]]],
      [["node", ["scripts/ensure-chromium.mjs"]]],
    ],
  ],
  [
    "Tests der gebauten Seite, weitere Builds (Kalender, CMS-Artikel) und Browser-Tests (gleichzeitig)",
    [
      [jest("jest.site.config.js", "site", "--testPathIgnorePatterns", LATER_BUILDS)],
      [jest("jest.site.config.js", "later-builds", LATER_BUILDS)],
      [jest("jest.browser.config.js", "browser", `--maxWorkers=${BROWSER_WORKERS}`)],
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

/** A stream's commands one after another (each runs, whatever the one before it found); the first failure counts. */
async function runStream(commands, alone) {
  let failure;
  for (const command of commands) {
    const result = await run(command, alone);
    failure ??= result.status !== 0 ? result : undefined;
  }
  return failure ?? { status: 0 };
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
