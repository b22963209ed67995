// Built-site tests: read public/ after `gatsby build` and check what crawlers see.
module.exports = {
  roots: ["<rootDir>/__tests__/site"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testEnvironment: "node",
};
