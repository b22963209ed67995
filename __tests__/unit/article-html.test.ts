/**
 * @jest-environment node
 */
// Issue 41, finding 2: an editor's raw HTML never reaches a page or rss.xml; the Markdown an editor
// writes (headings, lists, links, emphasis, images, tables, footnotes) comes through unchanged.
import fs from "fs";
import path from "path";
import { createRequire } from "module";
import { JSDOM } from "jsdom";
import matter from "gray-matter";
import { sanitizeArticleHtml } from "../../gatsby/article-html";
import { createResolvers } from "../../gatsby/resolvers";

const root = path.resolve(__dirname, "../..");
// Markdown → HTML the way gatsby-transformer-remark does it (its own copies of these packages).
const remarkRequire = createRequire(require.resolve("gatsby-transformer-remark/extend-node-type.js"));
const unified = remarkRequire("unified");
const parse = remarkRequire("remark-parse");
const gfm = remarkRequire("remark-gfm");
const footnotes = remarkRequire("remark-footnotes");
const toHast = remarkRequire("mdast-util-to-hast");
const toHtml = remarkRequire("hast-util-to-html");
const markdownToHtml = (markdown: string): string => {
  const processor = unified().use(parse).use(gfm).use(footnotes, { inlineNotes: true });
  const tree = processor.runSync(processor.parse(markdown));
  return toHtml(toHast(tree, { allowDangerousHtml: true }), { allowDangerousHtml: true });
};
/** The HTML as a browser reads it (serialisation differences aside). */
const normalized = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body.innerHTML;

const HOSTILE = [
  '<script>alert("x")</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">klick</a>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<form action="https://formspree.io/f/fremd" method="post"><input name="email"><button>Senden</button></form>',
  '<iframe src="https://evil.example/"></iframe>',
  '<a href="//evil.example/x">fremd</a>',
  '<a href="/\\evil.example/x">fremd</a>',
  '<div style="position:fixed;inset:0" onclick="alert(1)">Overlay</div>',
  '<object data="https://evil.example/x.swf"></object>',
  '<base href="https://evil.example/">',
  "<svg><script>alert(1)</script></svg>",
];

describe("article HTML is sanitized", () => {
  it.each(HOSTILE)("drops %s", (raw) => {
    const html = sanitizeArticleHtml(markdownToHtml(`Text davor.\n\n${raw}\n\nText danach.`));
    const doc = new JSDOM(`<body>${html}</body>`).window.document;
    expect(doc.querySelector("script, meta, form, iframe, object, base, svg, button")).toBeNull();
    for (const element of doc.querySelectorAll("*")) {
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on|^style$/);
    }
    for (const link of doc.querySelectorAll("a[href], img[src]")) {
      const address = link.getAttribute("href") ?? link.getAttribute("src") ?? "";
      expect(address).not.toMatch(/^\s*(javascript:|[/\\]{2}|\/\\)/i);
    }
    expect(html).not.toContain("alert");
    expect(doc.body.textContent).toContain("Text danach.");
  });

  it("keeps the Markdown an editor writes", () => {
    const markdown = [
      "## Zwischenüberschrift",
      "",
      "Ein Absatz mit *Betonung*, **Fettdruck**, ~~gestrichen~~, `Code` und einem [Link](/kontakt) sowie",
      '[extern](https://www.example.org/ "Titel"), [Mail](mailto:info@example.de) und einer Fußnote[^1].',
      "",
      "- Punkt eins",
      "- Punkt zwei",
      "",
      "3. drei",
      "4. vier",
      "",
      "> Ein Zitat",
      "",
      '![Ein Bild](/static/bild.jpg "Bildtitel")',
      "",
      "| Paket | Preis |",
      "| :---- | ----: |",
      "| Basis | 790 € |",
      "",
      "- [x] erledigt",
      "",
      "---",
      "",
      "[^1]: Die Fußnote.",
    ].join("\n");
    const html = markdownToHtml(markdown);
    expect(normalized(sanitizeArticleHtml(html))).toBe(normalized(html));
  });

  it("keeps every article of content/blog as it is", () => {
    const articles = fs.readdirSync(path.join(root, "content/blog")).filter((name) => name.endsWith(".md"));
    expect(articles.length).toBeGreaterThan(0);
    for (const name of articles) {
      const html = markdownToHtml(matter(fs.readFileSync(path.join(root, "content/blog", name), "utf8")).content);
      expect(normalized(sanitizeArticleHtml(html))).toBe(normalized(html));
    }
  });
});

describe("the article html field and the feed use it", () => {
  it("the MarkdownRemark.html resolver returns sanitized HTML", async () => {
    const resolvers: Record<string, Record<string, { resolve: (...args: unknown[]) => unknown }>> = {};
    (createResolvers as (args: unknown) => void)({
      createResolvers: (map: typeof resolvers) => Object.assign(resolvers, map),
    });
    const nodeModel = {
      findOne: async () => null,
      getNodeById: async () => null,
      findAll: async () => ({ entries: [] }),
    };
    const html = await resolvers.MarkdownRemark.html.resolve(
      {},
      {},
      { nodeModel },
      { originalResolver: () => '<p>Hallo</p><meta http-equiv="refresh" content="0;url=https://evil.example/">' },
    );
    expect(html).toBe("<p>Hallo</p>");
  });

  it("gatsby-config's feed serializer sanitizes content:encoded", () => {
    const source = fs.readFileSync(path.join(root, "gatsby-config.ts"), "utf8");
    expect(source).toMatch(/"content:encoded":\s*sanitizeArticleHtml\(node\.html\)/);
  });
});
