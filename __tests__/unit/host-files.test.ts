/**
 * @jest-environment node
 */
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  endpointSource,
  hashedAssets,
  headersFile,
  hostLimitProblems,
} from "../../gatsby/host-files";
import { headersFor, parseHeadersFile, rulesSetting, type Host } from "../support/headers";

/** The editor's paths (Cloudflare redirects /admin to /admin/ before it reads the rules; Netlify matches /admin too). */
const ADMIN_PATHS = ["/admin/", "/admin/index.html", "/admin/cms.js"];
/** Paths of the site, built or not: every one must get the site's policy (issue 49: /zzz, /Kontakt, /1 got none). */
const SITE_PATHS = ["/", "/kontakt", "/blog/artikel", "/404.html", "/zzz", "/Kontakt", "/1", "/ädvent", "/app-0.js"];
const HOSTS: [Host, boolean][] = [
  ["netlify", false],
  ["cloudflare", true],
];

describe("the Content-Security-Policy on every path", () => {
  it.each(HOSTS)("%s: the site's policy on every path outside /admin, built or unknown", (host, cloudflare) => {
    const site = contentSecurityPolicy("https://formspree.io", ["'sha256-abc='"]);
    const rules = parseHeadersFile(headersFile("https://formspree.io", [], ["'sha256-abc='"], { cloudflare }));
    for (const address of SITE_PATHS)
      expect([address, headersFor(rules, address, host).get("Content-Security-Policy")]).toEqual([address, site]);
  });

  it.each(HOSTS)("%s: only the editor's own policy on /admin, never both", (host, cloudflare) => {
    const rules = parseHeadersFile(headersFile("https://formspree.io", [], ["'sha256-abc='"], { cloudflare }));
    for (const address of ADMIN_PATHS)
      expect([address, headersFor(rules, address, host).get("Content-Security-Policy")]).toEqual([
        address,
        adminContentSecurityPolicy(),
      ]);
  });

  it("without the detach line, Cloudflare would enforce both policies on /admin (why a Cloudflare build writes it)", () => {
    const rules = parseHeadersFile(headersFile("", [], [], { cloudflare: false }));
    expect(headersFor(rules, "/admin/", "cloudflare").get("Content-Security-Policy")).toMatch(/, default-src 'self'/);
    expect(headersFile("", [], [])).not.toContain("!");
  });
});

describe("a preview build", () => {
  it("keeps the whole deploy out of search engines with one X-Robots-Tag per path", () => {
    const rules = parseHeadersFile(headersFile("", [], [], { preview: true }));
    for (const address of ["/", "/kontakt", "/admin/", "/static/a.woff2"]) {
      expect([
        address,
        rulesSetting(rules, address, "X-Robots-Tag").length,
        headersFor(rules, address).get("X-Robots-Tag"),
      ]).toEqual([address, 1, "noindex, nofollow"]);
    }
    expect(headersFor(rules, "/admin/").get("Content-Security-Policy")).toBe(adminContentSecurityPolicy());
  });

  it("a live build only for the editor", () => {
    const rules = parseHeadersFile(headersFile("", [], []));
    expect(headersFor(rules, "/kontakt").get("X-Robots-Tag")).toBeUndefined();
    expect(headersFor(rules, "/admin/").get("X-Robots-Tag")).toBe("noindex, nofollow");
  });
});

describe("host limits", () => {
  it("names a file Cloudflare would cut off", () => {
    expect(hostLimitProblems(headersFile("", [], []))).toEqual([]);
    const many = Array.from({ length: 120 }, (_, i) => `/datei-${i}.js\n  Cache-Control: no-cache`).join("\n");
    expect(hostLimitProblems(many)).toEqual([expect.stringMatching(/120 Regeln/)]);
  });
});

describe("the form service in the CSP (issue 41)", () => {
  it("allows posting and connecting to the endpoint's full path only", () => {
    const source = endpointSource("https://formspree.io/f/mqakzbvw?utm=x#y");
    expect(source).toBe("https://formspree.io/f/mqakzbvw");
    const csp = contentSecurityPolicy(source, []);
    expect(/form-action ([^;]*)/.exec(csp)?.[1]).toBe("'self' https://formspree.io/f/mqakzbvw");
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' https://formspree.io/f/mqakzbvw");
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
  });

  it("keeps a path's , and ; from ending the source, and refuses other schemes and no address", () => {
    expect(endpointSource("https://forms.example/a;b,c")).toBe("https://forms.example/a%3Bb%2Cc");
    expect(endpointSource("javascript:alert(1)")).toBe("");
    expect(endpointSource(undefined)).toBe("");
    expect(endpointSource("kein url")).toBe("");
  });
});

describe("a year's cache for the build's bundles", () => {
  const app = "app-0123456789abcdef0123.js";
  const old = "app-fedcba9876543210fedc.js"; // an earlier build's, left in a public/ the host cached
  const css = "styles-00112233445566778899.css";
  const names = ["index.html", "webpack.stats.json", old, app, css, "chunk-map.json"];

  it("only this build's, however many earlier builds left in public/", () => {
    expect(hashedAssets(names, [app, css, "chunk-map.json"])).toEqual([app, css]);
  });

  it("every hashed file in public/ when the build's list is missing", () => {
    expect(hashedAssets(names, null)).toEqual([app, old, css]);
  });

  it("stays within Cloudflare's 100 rules after many builds that each changed every bundle", () => {
    const build = (n: number) =>
      Array.from({ length: 40 }, (_, i) => `c${i}-${String(n).padStart(4, "0")}${"0".repeat(16)}.js`);
    const kept = Array.from({ length: 5 }, (_, n) => build(n)).flat();
    const headers = headersFile("https://formspree.io", hashedAssets(kept, build(4)), []);
    expect(hostLimitProblems(headers)).toEqual([]);
    expect(hostLimitProblems(headersFile("https://formspree.io", hashedAssets(kept, null), []))).not.toEqual([]);
  });
});
