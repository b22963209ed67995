// Babel transform for jest, as in Gatsby's unit-testing guide (TypeScript via preset-typescript).
const babelOptions = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
