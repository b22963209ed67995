import { headersFor, parseHeadersFile } from "../support/headers";
import fs from "fs";
import path from "path";
import { BLOG_SLUGS, SPEC_ROUTES } from "../support/routes";
import { articles, contentRoutes, missingOrOutOfOrder } from "../support/content";
import { htmlFiles } from "../../gatsby/html-files";
import { inlineScripts, scriptHash } from "../../gatsby/csp";

const scriptSrc = (csp: string) => /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
import { PUBLIC_DIR, SITE_URL, loadRoute, parseHtml } from "../support/built-site";

const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");

describe("what crawlers find besides the pages", () => {
  const absolute = (r: string) => (r === "/" ? `${SITE_URL}/` : `${SITE_URL}${r}`);
  const sitemapLocs = () => [...read("sitemap-0.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("the sitemap lists exactly the public routes the content produces", () => {
    expect(read("sitemap-index.xml")).toContain(`${SITE_URL}/sitemap-0.xml`);
    expect([...sitemapLocs()].sort()).toEqual(contentRoutes().map(absolute).sort());
  });

  it("the sitemap lists every route of the spec", () => {
    expect(sitemapLocs()).toEqual(expect.arrayContaining(SPEC_ROUTES.map(absolute)));
  });

  it("robots.txt points at the sitemap's real path", () => {
    const robots = read("robots.txt");
    const sitemap = /^Sitemap: (.+)$/m.exec(robots)?.[1];
    expect(sitemap).toBe(`${SITE_URL}/sitemap-index.xml`);
    expect(fs.existsSync(path.join(PUBLIC_DIR, new URL(sitemap!).pathname))).toBe(true);
  });

  it("the not-found page is noindex", () => {
    const doc = parseHtml(read("404.html"));
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow");
  });

  it("the web manifest is German and its icons exist", () => {
    const manifest = JSON.parse(read("manifest.webmanifest"));
    expect(manifest.lang).toBe("de");
    expect(manifest.name).toBe("Event DJ Hamburg");
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(PUBLIC_DIR, icon.src))).toBe(true);
  });

  it("the blog feed exists, lists every published article newest first and is linked from the head", () => {
    const feed = read("rss.xml");
    const items = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(items).toEqual(articles().map((a) => `${SITE_URL}/blog/${a.slug}`));
    // The spec's seven articles are among them, in the spec's list order.
    expect(
      missingOrOutOfOrder(
        items,
        BLOG_SLUGS.map((s) => `${SITE_URL}/blog/${s}`),
      ),
    ).toBeUndefined();
    const link = loadRoute("/blog").querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(link?.getAttribute("href")).toBe("/rss.xml");
  });

  it("the host headers file carries the security headers", () => {
    const headers = read("_headers");
    for (const name of [
      "Content-Security-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
    ]) {
      expect(headers).toContain(`  ${name}: `);
    }
    expect(headers).toMatch(/\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });

  it("every inline script of every built page is allowed by its sha256, and nothing else inline is", () => {
    const rules = parseHeadersFile(read("_headers"));
    const files = htmlFiles(PUBLIC_DIR);
    expect(files.length).toBeGreaterThan(contentRoutes().length - 1);
    for (const file of files) {
      const route =
        "/" +
        path
          .relative(PUBLIC_DIR, file)
          .replace(/(^|\/)index\.html$/, "")
          .replace(/\.html$/, "");
      const csp = headersFor(rules, route).get("Content-Security-Policy") ?? "";
      const allowed = scriptSrc(csp)
        .split(" ")
        .filter((s) => s.startsWith("'sha256-"));
      const scripts = inlineScripts(fs.readFileSync(file, "utf8"));
      expect(scripts.length).toBeGreaterThan(0);
      for (const text of scripts)
        expect({ route, hash: allowed.includes(scriptHash(text)), text: text.slice(0, 60) }).toEqual({
          route,
          hash: true,
          text: text.slice(0, 60),
        });
    }
  });

  it("the public pages keep their policy; only /admin gets the editor's own, and it is noindex", () => {
    const rules = parseHeadersFile(read("_headers"));
    const cspFor = (urlPath: string) => headersFor(rules, urlPath).get("Content-Security-Policy") ?? "";
    for (const route of new Set([...SPEC_ROUTES, ...contentRoutes()])) {
      expect(cspFor(route)).toContain("default-src 'self'");
      expect(cspFor(route)).not.toContain("unsafe-eval");
      expect(scriptSrc(cspFor(route))).not.toContain("'unsafe-inline'");
    }
    expect(cspFor("/admin/")).toContain("'unsafe-eval'");
    expect(headersFor(rules, "/admin/").get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(read("admin/index.html")).toMatch(/<meta name="robots" content="none">/);
    expect(read("sitemap-0.xml")).not.toContain("/admin");
  });
});
