// Built-site tests: read public/ after `gatsby build` and check what crawlers see.
module.exports = {
  roots: ["<rootDir>/__tests__/site"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testEnvironment: "node",
  // linkedom (__tests__/support/built-site.ts) loads ES-module-only packages of its own: these go through the transform.
  transformIgnorePatterns: ["^(?!.*/node_modules/(linkedom|cssomnom)/).*/node_modules/"],
};
