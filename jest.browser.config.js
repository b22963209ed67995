// Browser tests: playwright-core drives Debian's Chromium against the built site on localhost.
module.exports = {
  roots: ["<rootDir>/__tests__/browser"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testEnvironment: "node",
  testTimeout: 60_000,
};
