// Unit tests (jsdom), set up as Gatsby's unit-testing guide describes.
module.exports = {
  roots: ["<rootDir>/__tests__/unit"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironment: "jsdom",
  // A guard against hangs, not a speed budget: in `npm test` the unit tests run at a lower CPU priority
  // beside the build and the browser tests (scripts/test-all.mjs), where a 1-second test may take 10.
  testTimeout: 30_000,
  testEnvironmentOptions: { url: "http://localhost" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/jest-dom.ts"],
};
