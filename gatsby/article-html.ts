import sanitizeHtml, { type Options } from "sanitize-html";

/**
 * An article's HTML as pages and rss.xml publish it (issue 41). gatsby-transformer-remark keeps raw
 * HTML an editor writes into the Markdown; a compromised CMS account could otherwise put
 * `<meta http-equiv="refresh">` (redirecting visitors, which the CSP does not stop), a `<form>` to
 * another form id, scripts or `javascript:` links onto the site. sanitize-html (maintained, on
 * htmlparser2) keeps what Markdown writes – headings, paragraphs, lists, links, emphasis, quotes,
 * code, images, tables, footnotes – and drops everything else, the contents of script, style and
 * the like included. Links go to http(s), mailto, tel, a path of this site or an anchor;
 * "//host" and "/\host" (which browsers send to another host) lose their address.
 */

const MARKDOWN_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "a",
  "em",
  "strong",
  "del",
  "s",
  "code",
  "pre",
  "blockquote",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "sup",
  "sub",
  "div",
  "section",
  "span",
  "input",
];

/** A path a browser resolves to another host: "//host", "/\host", "\\host". */
const LEAVES_HOST = /^\s*[/\\]{2}/;

/** The attributes without an address that leaves the host (their order kept). */
const withoutForeign = (attribs: Record<string, string>, name: string): Record<string, string> =>
  Object.fromEntries(Object.entries(attribs).filter(([key, value]) => key !== name || !LEAVES_HOST.test(value)));

const OPTIONS: Options = {
  allowedTags: MARKDOWN_TAGS,
  allowedAttributes: {
    a: ["href", "title", "id", "class", "aria-label", "aria-describedby", "data-footnote-ref", "data-footnote-backref"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["align"],
    td: ["align"],
    ol: ["start", "class"],
    ul: ["class"],
    li: ["id", "class"],
    h1: ["id"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    h5: ["id"],
    h6: ["id"],
    sup: ["id", "class"],
    div: ["class"],
    section: ["class", "data-footnotes"],
    span: ["class"],
    code: ["class"],
    pre: ["class"],
    // GitHub-style task lists: a disabled checkbox, never a form field that sends anything.
    input: ["type", "checked", "disabled"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: withoutForeign(attribs, "href") }),
    img: (tagName, attribs) => ({ tagName, attribs: withoutForeign(attribs, "src") }),
    input: (tagName, attribs) =>
      attribs.type === "checkbox"
        ? {
            tagName,
            attribs: { type: "checkbox", ...(attribs.checked !== undefined ? { checked: "" } : {}), disabled: "" },
          }
        : { tagName: "span", attribs: {} },
  },
};

export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
