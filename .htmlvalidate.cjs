// html-validate for every built page (npm run audit:site). Each rule switched off or relaxed
// carries its reason: all of them concern markup that Gatsby/React/gatsby-plugin-image write.
module.exports = {
  extends: ["html-validate:recommended"],
  rules: {
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
