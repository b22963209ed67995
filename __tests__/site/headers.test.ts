import fs from "fs";
import path from "path";
import { PUBLIC_DIR } from "../support/built-site";
import { headersFor, parseHeadersFile, type HeaderRule } from "../support/headers";
import { ADMIN_DIR, HOST_LIMITS, adminContentSecurityPolicy } from "../../gatsby/host-files";

/**
 * public/_headers as Netlify, the site's host, reads it (support/headers.ts): every path – built or
 * not – gets the site's policy from the catch-all rule, the editor's paths get only the editor's
 * own (the later rule wins). How a Cloudflare build detaches the site's policy at /admin is
 * checked on the file in host-files.test.ts.
 */
const rules: HeaderRule[] = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"));

function builtFiles(dir = PUBLIC_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return builtFiles(full);
    return full === path.join(PUBLIC_DIR, "_headers")
      ? []
      : [path.relative(PUBLIC_DIR, full).split(path.sep).join("/")];
  });
}

/** Every address a host serves a file at: /kontakt, /kontakt/ and /kontakt/index.html for kontakt/index.html. */
function addressesOf(file: string): string[] {
  if (file === "index.html") return ["/", "/index.html"];
  if (file.endsWith("/index.html")) {
    const dir = file.slice(0, -"/index.html".length);
    return [`/${dir}`, `/${dir}/`, `/${file}`];
  }
  if (file.endsWith(".html")) return [`/${file}`, `/${file.slice(0, -".html".length)}`];
  return [`/${file}`];
}

const files = builtFiles();
const addresses = [...new Set(files.flatMap(addressesOf))];
const isEditor = (address: string) => address === `/${ADMIN_DIR}` || address.startsWith(`/${ADMIN_DIR}/`);
const sitePolicy = headersFor(rules, "/").get("Content-Security-Policy") ?? "";

/** Paths nothing is built at: visitors get the not-found page with the headers of the rules matching the path. */
const UNKNOWN = [
  "/gibt-es-nicht",
  "/blog/gibt-es-nicht",
  "/event-dj-sylt",
  "/Kontakt",
  "/ueber-uns",
  "/.env",
  "/static/alt.png",
  "/page-data/x/page-data.json",
];

describe("public/_headers on every host", () => {
  it("covers a real build", () => {
    expect(files).toEqual(
      expect.arrayContaining(["index.html", "404.html", "kontakt/index.html", "admin/index.html", "admin/cms.js"]),
    );
    expect(files.filter((f) => f.startsWith("page-data/")).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.startsWith("static/")).length).toBeGreaterThan(10);
  });

  it("gives every built path exactly one Content-Security-Policy: the strict one of the site, the editor's own for /admin", () => {
    expect(sitePolicy).toContain("default-src 'self'");
    expect(sitePolicy).not.toContain("unsafe-eval");
    expect(/script-src ([^;]*)/.exec(sitePolicy)?.[1]).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    const wrong: string[] = [];
    for (const address of addresses) {
      const policy = headersFor(rules, address).get("Content-Security-Policy");
      const expected = isEditor(address) ? adminContentSecurityPolicy() : sitePolicy;
      if (policy !== expected) wrong.push(`${address}: ${policy?.slice(0, 40)}`);
    }
    expect(wrong).toEqual([]);
    expect(addresses.filter(isEditor).length).toBeGreaterThan(5);
  });

  it("the editor's paths are noindex and not cached; every page gets the shared security headers", () => {
    for (const address of addresses) {
      const headers = headersFor(rules, address);
      expect({ address, nosniff: headers.get("X-Content-Type-Options") }).toEqual({ address, nosniff: "nosniff" });
      expect(headers.get("X-Frame-Options")).toBe("DENY");
      expect(headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
      if (isEditor(address))
        expect([address, headers.get("X-Robots-Tag"), headers.get("Cache-Control")]).toEqual([
          address,
          "noindex, nofollow",
          "no-cache",
        ]);
    }
    expect(headersFor(rules, "/kontakt").get("X-Robots-Tag")).toBeUndefined(); // not a preview build
  });

  it("caches hashed bundles and static files for a year, page data never without asking", () => {
    expect(
      headersFor(rules, "/static/" + fs.readdirSync(path.join(PUBLIC_DIR, "static"))[0]).get("Cache-Control"),
    ).toContain("immutable");
    expect(headersFor(rules, "/page-data/index/page-data.json").get("Cache-Control")).toBe(
      "public, max-age=0, must-revalidate",
    );
    // Every bundle the start page loads (public/ may also hold earlier builds' bundles, which get no rule).
    const loaded = new Set(
      [
        ...fs.readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8").matchAll(/\/([\w~.-]+-[0-9a-f]{20}\.js)\b/g),
      ].map((m) => m[1]),
    );
    expect([...loaded].some((f) => f.startsWith("app-"))).toBe(true);
    for (const file of loaded)
      expect([file, headersFor(rules, `/${file}`).get("Cache-Control")]).toEqual([
        file,
        "public, max-age=31536000, immutable",
      ]);
    expect(headersFor(rules, "/kontakt").get("Cache-Control")).toBeUndefined();
  });

  it("gives every unknown path the site's policy by a header (issue 49: /zzz, /Kontakt, /1 got none)", () => {
    for (const address of [...UNKNOWN, "/zzz", "/1", "/Ärger"])
      expect([address, headersFor(rules, address).get("Content-Security-Policy")]).toEqual([address, sitePolicy]);
    expect(headersFor(rules, "/admin/gibt-es-nicht").get("Content-Security-Policy")).toBe(adminContentSecurityPolicy());
  });

  it("stays within Cloudflare Pages' limits (100 rules, 2,000 characters a line)", () => {
    expect(rules.length).toBeLessThanOrEqual(HOST_LIMITS.rules);
    const text = fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8");
    expect(text.split("\n").filter((l) => l.length > HOST_LIMITS.lineLength)).toEqual([]);
  });
});
