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
  notFoundPolicyMeta,
  siteRulePaths,
} from "../../gatsby/host-files";
import { headersFor, parseHeadersFile, rulesSetting } from "../support/headers";

const NAMES = [
  "_headers",
  "admin",
  "index.html",
  "404.html",
  "404",
  "blog",
  "kontakt",
  "app-0123456789abcdef0123.js",
  "adventskalender",
  "~partytown",
  "static",
];
const ADMIN_PATHS = ["/admin", "/admin/", "/admin/index.html", "/admin/cms.js", "/ADMIN/", "/adminx"];

describe("the site's rule paths", () => {
  it("give each top-level name its shortest beginning that no path of the editor begins with", () => {
    expect(siteRulePaths(NAMES)).toEqual(["/", "/4*", "/adv*", "/ap*", "/b*", "/i*", "/k*", "/s*", "/~*"]);
  });

  it("match none of the editor's paths, as Netlify or Cloudflare read them", () => {
    const rules = parseHeadersFile(headersFile("https://formspree.io", [], ["'sha256-abc='"], NAMES));
    for (const address of ADMIN_PATHS) {
      expect([address, rulesSetting(rules, address, "Content-Security-Policy").map((r) => r.path)]).toEqual([
        address,
        ["/admin/*"],
      ]);
    }
    for (const address of [
      "/",
      "/blog/artikel",
      "/404.html",
      "/adventskalender/",
      "/app-0123456789abcdef0123.js",
      "/kontakt",
    ]) {
      expect([address, rulesSetting(rules, address, "Content-Security-Policy").length]).toEqual([address, 1]);
    }
  });

  it("refuse names Netlify would count as the editor's", () => {
    expect(() => siteRulePaths(["admin-tipps"])).toThrow(/admin/);
    expect(() => siteRulePaths(["adm"])).toThrow(/admin/);
    expect(() => siteRulePaths(["Blog", "bilder"])).toThrow(/Groß-\/Kleinschreibung/);
  });
});

describe("a preview build", () => {
  it("keeps the whole deploy out of search engines with one X-Robots-Tag per path", () => {
    const rules = parseHeadersFile(headersFile("", [], [], NAMES, true));
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
    const rules = parseHeadersFile(headersFile("", [], [], NAMES));
    expect(headersFor(rules, "/kontakt").get("X-Robots-Tag")).toBeUndefined();
    expect(headersFor(rules, "/admin/").get("X-Robots-Tag")).toBe("noindex, nofollow");
  });
});

describe("host limits and the not-found page", () => {
  it("names a file Cloudflare would cut off", () => {
    expect(hostLimitProblems(headersFile("", [], [], NAMES))).toEqual([]);
    const many = Array.from({ length: 120 }, (_, i) => `/datei-${i}.js\n  Cache-Control: no-cache`).join("\n");
    expect(hostLimitProblems(many)).toEqual([expect.stringMatching(/120 Regeln/)]);
  });

  it("carries the site's policy without frame-ancestors, which a <meta> cannot set", () => {
    const meta = notFoundPolicyMeta("https://formspree.io", ["'sha256-abc='"]);
    expect(meta).toMatch(
      /^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-abc='/,
    );
    expect(meta).toContain("form-action 'self' https://formspree.io");
    expect(meta).not.toContain("frame-ancestors");
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
    const headers = headersFile("https://formspree.io", hashedAssets(kept, build(4)), [], ["index.html", "kontakt"]);
    expect(hostLimitProblems(headers)).toEqual([]);
    expect(
      hostLimitProblems(headersFile("https://formspree.io", hashedAssets(kept, null), [], ["index.html"])),
    ).not.toEqual([]);
  });
});
