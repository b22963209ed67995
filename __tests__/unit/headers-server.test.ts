/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import { serveSite } from "../support/server";
import { cloudflarePattern, headersFor, netlifyPattern, parseHeadersFile } from "../support/headers";

/**
 * The local test server sends what Netlify, the site's host, sends: every matching rule applies,
 * and of two rules that set the same header the later one wins. Cloudflare's reading (joined
 * values, detached headers) is checked on the file itself (host-files.test.ts).
 */
const HEADERS = [
  "# shared",
  "/*",
  "  X-Content-Type-Options: nosniff",
  "  Content-Security-Policy: default-src 'self'",
  "/admin/*",
  "  Content-Security-Policy: script-src 'self' 'unsafe-eval'",
  "  Cache-Control: no-cache",
  "/blog/:slug",
  "  X-Slug: one",
  "",
].join("\n");

let dir: string;
let site: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-server-"));
  fs.mkdirSync(path.join(dir, "admin"));
  fs.mkdirSync(path.join(dir, "blog/artikel"), { recursive: true });
  fs.writeFileSync(path.join(dir, "index.html"), "<p>Start</p>");
  fs.writeFileSync(path.join(dir, "404.html"), "<p>Nicht gefunden</p>");
  fs.writeFileSync(path.join(dir, "admin/index.html"), "<p>CMS</p>");
  fs.writeFileSync(path.join(dir, "blog/artikel/index.html"), "<p>Artikel</p>");
  fs.writeFileSync(path.join(dir, "_headers"), HEADERS);
  site = await serveSite(dir, { withHeaders: true });
});

afterAll(async () => {
  await site?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the test server with _headers", () => {
  it("applies every matching rule, the later one winning for a repeated header, as Netlify does", async () => {
    const res = await fetch(`${site.url}/admin/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe("script-src 'self' 'unsafe-eval'");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends a header set by one rule once", async () => {
    const res = await fetch(`${site.url}/`);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("serves the not-found page with the headers of the rules matching the requested path", async () => {
    const res = await fetch(`${site.url}/admin/gibt-es-nicht`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Nicht gefunden");
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("matches placeholders as one path segment", async () => {
    expect((await fetch(`${site.url}/blog/artikel`)).headers.get("x-slug")).toBe("one");
    expect((await fetch(`${site.url}/blog/artikel/mehr`)).headers.get("x-slug")).toBeNull();
  });
});

describe("path patterns as the hosts read them", () => {
  it("Netlify: case-insensitive, optional trailing slash, a standalone * may be empty", () => {
    expect(netlifyPattern("/admin/*").test("/admin")).toBe(true);
    expect(netlifyPattern("/admin/*").test("/ADMIN/")).toBe(true);
    expect(netlifyPattern("/admin/*").test("/adminbereich")).toBe(true);
    expect(netlifyPattern("/kontakt").test("/kontakt/")).toBe(true);
    expect(netlifyPattern("/b*").test("/blog/artikel")).toBe(true);
    expect(netlifyPattern("/:seite").test("/admin/")).toBe(true);
  });

  it("Cloudflare: exact and case-sensitive, * anywhere", () => {
    expect(cloudflarePattern("/admin/*").test("/admin")).toBe(false);
    expect(cloudflarePattern("/admin/*").test("/ADMIN/x")).toBe(false);
    expect(cloudflarePattern("/kontakt").test("/kontakt/")).toBe(false);
    expect(cloudflarePattern("/b*").test("/blog/artikel")).toBe(true);
    expect(cloudflarePattern("/*.jpg").test("/bilder/a.jpg")).toBe(true);
  });

  it("each host applies the rules it matches: /admin is the editor's on Netlify only", () => {
    const rules = parseHeadersFile(HEADERS);
    expect(Object.fromEntries(headersFor(rules, "/admin", "netlify"))).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "script-src 'self' 'unsafe-eval'",
      "Cache-Control": "no-cache",
    });
    expect(Object.fromEntries(headersFor(rules, "/admin", "cloudflare"))).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'self'",
    });
  });

  it("Cloudflare joins a repeated header unless a matching rule detaches it", () => {
    const joined = parseHeadersFile(HEADERS);
    expect(headersFor(joined, "/admin/", "cloudflare").get("Content-Security-Policy")).toBe(
      "default-src 'self', script-src 'self' 'unsafe-eval'",
    );
    const detached = parseHeadersFile(HEADERS.replace("/admin/*\n", "/admin/*\n  ! Content-Security-Policy\n"));
    expect(headersFor(detached, "/admin/", "cloudflare").get("Content-Security-Policy")).toBe(
      "script-src 'self' 'unsafe-eval'",
    );
  });
});
