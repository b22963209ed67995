// Browser tests: playwright-core drives Debian's Chromium against the built site on localhost.
// One Chromium serves the whole run (globalSetup); each test file opens its own contexts. Files run
// in parallel workers; each serves the site on a port of its own, and a router on the form service's
// address (also started in globalSetup) hands each file's enquiries to that file's service (./support/form-hub.ts).
module.exports = {
  roots: ["<rootDir>/__tests__/browser"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testEnvironment: "node",
  // linkedom (__tests__/support/built-site.ts) loads ES-module-only packages of its own: these go through the transform.
  transformIgnorePatterns: ["^(?!.*/node_modules/(linkedom|cssomnom)/).*/node_modules/"],
  testTimeout: 60_000,
  testSequencer: "<rootDir>/__tests__/support/browser-sequencer.js",
  globalSetup: "<rootDir>/__tests__/support/browser-setup.ts",
  globalTeardown: "<rootDir>/__tests__/support/browser-teardown.ts",
};
