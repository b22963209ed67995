import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import { htmlFileFor } from "./routes";

export const PUBLIC_DIR = path.resolve(__dirname, "../../public");
export const SITE_URL = (process.env.SITE_URL || "https://www.event-dj-hamburg.example").replace(/\/+$/, "");

/** The static HTML of a route as crawlers get it (before any JavaScript runs). */
export function loadRoute(route: string): Document {
  const file = path.join(PUBLIC_DIR, htmlFileFor(route));
  return new JSDOM(fs.readFileSync(file, "utf8")).window.document;
}

export const jsonLdBlocks = (doc: Document): Record<string, unknown>[] =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ""));
