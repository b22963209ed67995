// ESLint rule `local/no-german-copy`: visitor copy belongs in content/ or in a `<Feature>.labels.ts`
// module beside the feature, never in a component (docs/developer.md, „Wörter auf der Seite“). It reports string
// literals, template text and JSX text that read as words for people:
//   - an umlaut or ß ("Häufige Fragen", "(öffnet in neuem Tab)");
//   - a capitalised word written for people ("Start", "Telefon", "E-Mail", "Event DJ ·", "Direkt anrufen");
//   - a German function word among other words ("bis zu", "ca. 90 km"), or alone ("von", "statt").
// Code passes: lower-case keys, ids, slugs and class names ("kontakt-title", "hero"), CSS in
// styled-components and GraphQL (tagged templates), URLs and paths, schema.org types and other
// PascalCase names ("BreadcrumbList", "Service"), keyboard keys ("Escape"), TypeScript string types,
// import sources and the values of attributes that hold code (className, id, href …).
// `react/jsx-no-literals` (eslint.config.mjs) reports every other word of JSX text; together they
// leave components with punctuation and symbols only. CommonJS, so that the unit test
// (__tests__/unit/no-german-copy.test.ts) can load it in jest.

const UMLAUT = /[äöüÄÖÜß]/;
const LETTERS = /[A-Za-zÄÖÜäöüß]{2}/;

/** German words that hardly occur in code, lower case (compared case-insensitively). */
const FUNCTION_WORDS = new Set(
  (
    "der die das den dem des ein eine einen einem einer und oder mit für von vom zu zum zur im in auf aus bei nach " +
    "ist sind wird nicht sie ihr ihre ihren ihrem ich mein meine jetzt neu alle mehr pro je ab bis statt ca inkl zzgl " +
    "per über unter vor seit noch nur sehr auch"
  ).split(" "),
);
/** A function word alone is copy unless it could be a short code value ("in", "ab", "pro" …). */
const LONE_WORD_MIN = 3;
const LONE_WORD_CODE = new Set(["pro", "per", "neu", "des", "die"]);

/** A word for people: one capital, then at least two lower-case letters ("Start", not "BreadcrumbList", "CENTER"). */
const CAPITALISED = /^[A-ZÄÖÜ][a-zäöüß]{2,}$/;

/** Capitalised words that are code when they stand alone: keyboard keys, schema.org and DOM names, HTTP verbs. */
const CODE_WORDS = new Set(
  (
    "Escape Enter Tab Home End Space Backspace Delete Shift Control Alt Meta ArrowUp ArrowDown ArrowLeft ArrowRight " +
    "Offer Person Place Thing Service Article Review Rating Organization Event Product Answer Question Brand Country " +
    "Get Post Put Patch Head Options Infinity Date Error Promise"
  ).split(" "),
);

/** URLs, paths, anchors, MIME types, CSS values and the like: no words for people. */
const CODE_LIKE =
  /^(?:(?:https?|mailto|tel|data|blob):|\/|#|\.{1,2}\/|[\w-]+\/[\w./-]*$|[\w.-]+\.(?:ya?ml|json|md|tsx?|jpe?g|png|svg|webp)$)/;

/** Words of a string: split at whitespace (also no-break space) and punctuation that separates words. */
const wordsOf = (value) =>
  value
    .split(/[\s,;:!?()[\]{}"„“”‚‘’«»·|/–—…=+*<>]+/u)
    .map((w) => w.replace(/^[.'-]+|[.'-]+$/g, ""))
    .filter(Boolean);

const looksGerman = (text) => {
  const value = text.trim();
  if (!value || !LETTERS.test(value)) return false;
  if (CODE_LIKE.test(value)) return false;
  if (UMLAUT.test(value)) return true;
  const words = wordsOf(value);
  if (words.length === 1 && CODE_WORDS.has(words[0])) return false;
  // Hyphenated words count by their parts: "E-Mail", "Event-DJ", "Weihnachtsfeier-DJ".
  const parts = words.flatMap((w) => w.split("-")).filter(Boolean);
  if (parts.some((p) => CAPITALISED.test(p))) return true;
  const lower = words.map((w) => w.toLowerCase());
  if (words.length > 1) return lower.some((w) => FUNCTION_WORDS.has(w));
  return lower[0].length >= LONE_WORD_MIN && FUNCTION_WORDS.has(lower[0]) && !LONE_WORD_CODE.has(lower[0]);
};

/** Tags whose template text is code: styled-components (styled.x, styled(X), .attrs()), css, keyframes, GraphQL. */
const CODE_TAGS = new Set(["styled", "css", "keyframes", "createGlobalStyle", "graphql"]);
const rootName = (node) => {
  let current = node;
  while (current) {
    if (current.type === "Identifier") return current.name;
    if (current.type === "MemberExpression") current = current.object;
    else if (current.type === "CallExpression") current = current.callee;
    else if (current.type === "TSInstantiationExpression") current = current.expression;
    else return "";
  }
  return "";
};
const inCodeTemplate = (node) => {
  const template = node.parent;
  return (
    template?.type === "TemplateLiteral" &&
    template.parent?.type === "TaggedTemplateExpression" &&
    CODE_TAGS.has(rootName(template.parent.tag))
  );
};

/** JSX attributes whose value is code, not copy. */
const CODE_ATTRIBUTES = new Set([
  "className",
  "id",
  "htmlFor",
  "href",
  "to",
  "name",
  "type",
  "rel",
  "target",
  "lang",
  "role",
  "key",
  "as",
  "method",
  "action",
  "encType",
  "autoComplete",
  "inputMode",
  "sizes",
  "dateTime",
  "aria-labelledby",
  "aria-describedby",
  "aria-controls",
]);
const isCodeAttribute = (node) => {
  const attribute =
    node.parent?.type === "JSXAttribute"
      ? node.parent
      : node.parent?.parent?.type === "JSXAttribute"
        ? node.parent.parent
        : null;
  const name = attribute?.name?.name;
  return typeof name === "string" && (CODE_ATTRIBUTES.has(name) || name.startsWith("data-"));
};

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Visitor copy lives in content/ or in <Feature>.labels.ts, not in components." },
    messages: {
      german:
        "Deutscher Text im Code: „{{text}}“. Seitentexte gehören nach content/, feste Bedienwörter in <Feature>.labels.ts.",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: "german", data: { text: text.trim().slice(0, 40) } });
    return {
      Literal(node) {
        if (typeof node.value !== "string" || !looksGerman(node.value)) return;
        const parent = node.parent;
        if (
          [
            "ImportDeclaration",
            "ExportNamedDeclaration",
            "ExportAllDeclaration",
            "ImportExpression",
            "TSLiteralType",
            "TSExternalModuleReference",
          ].includes(parent?.type)
        )
          return;
        if (parent?.type === "Property" && parent.key === node && !parent.computed) return;
        if (isCodeAttribute(node)) return;
        report(node, node.value);
      },
      TemplateElement(node) {
        if (!inCodeTemplate(node) && looksGerman(node.value.cooked ?? "")) report(node, node.value.cooked);
      },
      JSXText(node) {
        if (looksGerman(node.value)) report(node, node.value);
      },
    };
  },
};

module.exports = { rule, looksGerman };
