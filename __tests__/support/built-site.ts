import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import { htmlFileFor } from "./routes";

export const PUBLIC_DIR = path.resolve(__dirname, "../../public");
export const SITE_URL = (process.env.SITE_URL || "https://www.event-dj-hamburg.example").replace(/\/+$/, "");

const parsed = new Map<string, Document>();

/**
 * The static HTML of a route as crawlers get it (before any JavaScript runs). Parsed once per test
 * file (public/ does not change during a run; callers only read): head.test.ts alone parsed every
 * page four times, 10 of its 28 s.
 */
export function loadRoute(route: string): Document {
  const file = path.join(PUBLIC_DIR, htmlFileFor(route));
  let doc = parsed.get(file);
  if (!doc) parsed.set(file, (doc = new JSDOM(fs.readFileSync(file, "utf8")).window.document));
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
