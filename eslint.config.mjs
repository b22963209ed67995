// ESLint, configured once: TypeScript, React, hooks and jsx-a11y over the site, the Gatsby node
// code, scripts and tests. `npm run lint` (part of `npm test`) runs it together with Prettier.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import noGermanCopy from "./eslint/no-german-copy.cjs";

/** Punctuation and symbols a component may write as JSX text: separators, quotes, signs, icons. */
const JSX_SYMBOLS = [
  "+",
  "−",
  "-",
  "–",
  "—",
  "·",
  "×",
  "„",
  "“",
  "‚",
  "‘",
  "*",
  ".",
  ",",
  ":",
  ";",
  "#",
  "/",
  "|",
  "…",
  "(",
  ")",
  "€",
  "%",
  "★",
  "✓",
  "→",
  "←",
];

export default tseslint.config(
  {
    ignores: ["public/", ".cache/", "node_modules/", "src/gatsby-types.d.ts", "test-results/", "anfragen/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: ["tools/**"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off", // TypeScript types the props
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // No visitor copy in components, sections, templates and pages: words live in content/ or, for
    // fixed labels, in <Feature>.labels.ts beside the feature (docs/developer.md, „Wörter auf der Seite“).
    // jsx-no-literals reports any word written as JSX text (punctuation and symbols may stay);
    // local/no-german-copy (eslint/no-german-copy.cjs) reports German in strings and templates.
    files: ["src/components/**/*.tsx", "src/sections/**/*.tsx", "src/templates/**/*.tsx", "src/pages/**/*.tsx"],
    plugins: { local: { rules: { "no-german-copy": noGermanCopy.rule } } },
    rules: {
      "react/jsx-no-literals": ["error", { noStrings: false, ignoreProps: true, allowedStrings: JSX_SYMBOLS }],
      "local/no-german-copy": "error",
    },
  },
  {
    // The site renders gatsby-plugin-image's data as a plain <picture> (components/ui/Picture.tsx). A value
    // import from the package puts its whole <GatsbyImage> runtime into the pages' JavaScript (3.5 kB gzip).
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "gatsby-plugin-image",
              message: "Type imports only: read the data with imageData() from components/ui/Picture.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // src/lib returns numbers and data; its words live in the *.labels.ts modules or in content/.
    files: ["src/lib/**/*.ts"],
    plugins: { local: { rules: { "no-german-copy": noGermanCopy.rule } } },
    rules: { "local/no-german-copy": "error" },
  },
  {
    // Stand-alone Node tools with their own package.json (tools/artwork draws the sample pictures):
    // plain ES modules run by Node, so Node globals only and no React rules.
    files: ["tools/**/*.{js,mjs}"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: globals.node },
  },
  {
    // Test helpers such as useSite() are jest fixtures, not React hooks.
    files: ["__tests__/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // CommonJS config and mock files
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
