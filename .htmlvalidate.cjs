// html-validate for every built page (npm run audit:site). Each rule switched off or relaxed
// carries its reason: all of them concern markup that Gatsby/React/gatsby-plugin-image write.
const { Rule } = require("html-validate");

/** Elements whose implicit role is generic (or text-level): ARIA forbids naming them. */
const GENERIC = new Set([
  "div",
  "span",
  "p",
  "b",
  "i",
  "u",
  "s",
  "small",
  "strong",
  "em",
  "code",
  "del",
  "ins",
  "sub",
  "sup",
]);
/** Roles that, set explicitly, still forbid a name (ARIA 1.2 "naming prohibited"). */
const UNNAMED_ROLES = new Set([
  "caption",
  "code",
  "deletion",
  "emphasis",
  "generic",
  "insertion",
  "paragraph",
  "presentation",
  "none",
  "strong",
  "subscript",
  "superscript",
]);

/**
 * html-validate's aria-label-misuse checks aria-label only; the W3C Nu checker also rejects
 * aria-labelledby on a <div> without a role (found once: #anfrage on /kontakt). This rule closes the gap.
 */
class AriaLabelledbyMisuse extends Rule {
  documentation() {
    return {
      description: "aria-labelledby must not name an element whose role is generic (e.g. a <div> without role).",
    };
  }
  setup() {
    this.on("dom:ready", ({ document }) => {
      for (const element of document.querySelectorAll("[aria-labelledby]")) {
        const role = element.getAttribute("role")?.value;
        const named = typeof role === "string" && role.trim() !== "" && !UNNAMED_ROLES.has(role.trim());
        if (GENERIC.has(element.tagName) && !named)
          this.report(
            element,
            `"aria-labelledby" cannot be used on <${element.tagName}> without a role that allows a name`,
          );
      }
    });
  }
}

module.exports = {
  extends: ["html-validate:recommended"],
  plugins: [{ name: "local", rules: { "local/aria-labelledby-misuse": AriaLabelledbyMisuse } }],
  rules: {
    "local/aria-labelledby-misuse": "error",
    // Gatsby's own HTML template (React) writes <meta charSet>; attribute names are case-insensitive in HTML.
    "attr-case": "off",
    // React serialises void elements as <meta/>, which HTML5 allows; the rule only enforces a writing style.
    "void-style": "off",
    // React writes boolean attributes as hidden="", which is valid HTML; again only a writing style.
    "attribute-boolean-style": "off",
    // gatsby-plugin-image and Gatsby's runtime set inline styles (placeholders, aspect boxes); the CSP allows them on purpose.
    "no-inline-style": "off",
    // Lazy gatsby-plugin-image pictures carry data-src until the plugin's loader script swaps it in.
    "element-required-attributes": "off",
    // Lists styled with list-style: none keep an explicit role="list": WebKit/VoiceOver drops list
    // semantics otherwise, and html-validate's aria-label-misuse wants the role for a labelled <ul>.
    "no-redundant-role": "off",
    // Gatsby's root element id "___gatsby" is a valid HTML5 id; only the strict (HTML4-style) form rejects it.
    "valid-id": ["error", { relaxed: true }],
    // The Preisrechner's extras are checkboxes sharing one name (extra=a&extra=b in its GET form to
    // /kontakt), which is how HTML submits a multi-choice; the rule's default only shares radios and buttons.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  },
};
