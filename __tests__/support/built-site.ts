import fs from "fs";
import path from "path";
import { DOMParser } from "linkedom";
import { htmlFileFor } from "./routes";

export const PUBLIC_DIR = path.resolve(__dirname, "../../public");
export const SITE_URL = (process.env.SITE_URL || "https://www.event-dj-hamburg.example").replace(/\/+$/, "");

const parsed = new Map<string, Document>();

/**
 * A static page as a DOM for reading (selectors, attributes, text): linkedom, 5–8 times faster than
 * jsdom for a page (41 pages: 0.2–0.3 against 1.5–2.5 CPU-seconds), which was most of the built-site
 * tests' time. Nothing here runs scripts or lays out; the browser tests do that in Chromium.
 */
export function parseHtml(html: string): Document {
  let doc = new DOMParser().parseFromString(html, "text/html") as unknown as Document;
  // A fragment (Gatsby's slice files) gets no <html> from linkedom; an HTML parser puts it into a body.
  if (doc.documentElement?.localName !== "html")
    doc = new DOMParser().parseFromString(
      `<html><head></head><body>${html}</body></html>`,
      "text/html",
    ) as unknown as Document;
  // An HTML parser lowercases the attribute names of HTML elements (React writes <time dateTime>); linkedom
  // keeps them as written, for SVG's viewBox. Lowercased here, as Chromium and crawlers read them.
  for (const element of doc.querySelectorAll("*")) {
    if (element.namespaceURI !== "http://www.w3.org/1999/xhtml") continue;
    for (const { name, value } of [...element.attributes])
      if (name !== name.toLowerCase()) {
        element.removeAttribute(name);
        element.setAttribute(name.toLowerCase(), value);
      }
  }
  return doc;
}

/** A built HTML file as a DOM (parseHtml). */
export const parseHtmlFile = (file: string): Document => parseHtml(fs.readFileSync(file, "utf8"));

/**
 * The static HTML of a route as crawlers get it (before any JavaScript runs). Parsed once per test
 * file (public/ does not change during a run; callers only read): head.test.ts alone parsed every
 * page four times, 10 of its 28 s.
 */
export function loadRoute(route: string): Document {
  const file = path.join(PUBLIC_DIR, htmlFileFor(route));
  let doc = parsed.get(file);
  if (!doc) parsed.set(file, (doc = parseHtmlFile(file)));
  return doc;
}

export const jsonLdBlocks = (doc: Document): Record<string, unknown>[] =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ""));

/** Every HTML page of the built site (not the editor's, not page data), as files. */
export const htmlFiles = (dir = PUBLIC_DIR): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory())
      return ["page-data", "static", "admin", "icons", "~partytown"].includes(e.name) ? [] : htmlFiles(full);
    return e.name.endsWith(".html") ? [full] : [];
  });

/** The route a built HTML file answers: public/kontakt/index.html → /kontakt. */
export const routeOf = (file: string) =>
  `/${path.relative(PUBLIC_DIR, file).split(path.sep).join("/")}`.replace(/(\/index)?\.html$/, "") || "/";
