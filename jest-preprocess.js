// Jest transform: TypeScript and JSX through SWC (@swc/jest hoists jest.mock like babel-jest).
module.exports = require("@swc/jest").createTransformer({
  jsc: {
    parser: { syntax: "typescript", tsx: true },
    transform: { react: { runtime: "automatic" } },
    target: "es2022",
  },
  module: { type: "commonjs" },
});
