import { BUNDLE_LOADER, PAGE_PATH_ID, deferBundles } from "../../gatsby/defer-bundles";
import { withoutNullBytes } from "../../gatsby/html-files";
import { inlineScripts, scriptHash } from "../../gatsby/csp";

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><script>window.consent=1</script></head><body><div id="___gatsby"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>${scripts}</body></html>`;

describe("deferBundles (bundles start after the first paint)", () => {
  const bundles = `<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async=""></script>`;

  const loaderTag = (html: string) => /<script data-src="([^"]*)">([^<]*)<\/script>/.exec(html);
  /** The page path as the loader reads it: the JSON block's text, parsed. */
  const pagePathIn = (html: string) =>
    JSON.parse(new RegExp(`<script type="application/json" id="${PAGE_PATH_ID}">([^<]*)</script>`).exec(html)![1]);

  it("replaces the async bundle tags by one inline loader that names them in order", () => {
    const out = deferBundles(page(bundles));
    expect(out).not.toMatch(/<script src=/);
    expect(out.match(/<script data-src=/g)).toHaveLength(1);
    expect(loaderTag(out)![1].split(" ")).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("moves Gatsby's per-page path into a JSON block, so the loader's text (and its CSP hash) is the same on every page", () => {
    const a = deferBundles(page(bundles));
    const b = deferBundles(page(bundles).replace('window.pagePath="/"', 'window.pagePath="/kontakt/</script>\\"x\\""'));
    expect(a).not.toContain("gatsby-script-loader");
    expect(pagePathIn(a)).toBe("/");
    expect(pagePathIn(b)).toBe('/kontakt/</script>"x"');
    expect(loaderTag(a)![2]).toBe(BUNDLE_LOADER);
    expect(inlineScripts(a).map(scriptHash)).toEqual(inlineScripts(b).map(scriptHash));
  });

  it("keeps the page path when a warm build has stitched the bundle tags back in (the page itself not rendered again)", () => {
    const once = deferBundles(page(bundles));
    const restitched = once.replace(/<script data-src="[^"]*">[^<]*<\/script>/, bundles);
    const twice = deferBundles(restitched);
    expect(twice.match(/<script data-src=/g)).toHaveLength(1);
    expect(twice.match(new RegExp(`id="${PAGE_PATH_ID}"`, "g"))).toHaveLength(1);
    expect(pagePathIn(twice)).toBe("/");
  });

  it("the loader sets window.pagePath from the JSON block and starts the bundles in order", () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_PATH_ID}">"/404.html"</script>`;
    const script = document.createElement("script");
    script.setAttribute("data-src", "/a.js /b.js");
    document.body.appendChild(script);
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    new Function(BUNDLE_LOADER)();
    expect((window as unknown as { pagePath?: string }).pagePath).toBe("/404.html");
    window.dispatchEvent(new Event("pointerdown"));
    expect([...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"))).toEqual(["/a.js", "/b.js"]);
  });

  it("puts the loader where the bundles were and leaves every other script alone", () => {
    const out = deferBundles(page(bundles));
    expect(out).toContain("<script>window.consent=1</script>");
    expect(out.endsWith("</script></body></html>")).toBe(true);
    expect(out.indexOf('<div id="___gatsby">')).toBeLessThan(out.indexOf("data-src="));
  });

  it("also recognises the attribute without a value", () => {
    const out = deferBundles(page(`<script src="/app-3.js" async></script>`));
    expect(loaderTag(out)![1]).toBe("/app-3.js");
  });

  it("leaves a page without bundles (e.g. the CMS) unchanged", () => {
    const html = page(`<script src="/cms.js"></script>`);
    expect(deferBundles(html)).toBe(html);
  });

  it("the loader waits for the first contentful paint or an interaction, with a fallback after load", () => {
    const out = deferBundles(page(bundles));
    expect(out).toContain('getEntriesByName("first-contentful-paint")');
    for (const event of ["pointerdown", "keydown", "touchstart", "scroll"]) expect(out).toContain(`"${event}"`);
    expect(out).toMatch(/addEventListener\("load",function\(\)\{setTimeout\(l,3000\)\}\)/);
  });
});

describe("CSP hashes of inline scripts", () => {
  it("hashes exactly the scripts the browser runs: not JSON-LD, not external files", () => {
    const html = `<script>a()</script><script type="application/ld+json">{"x":1}</script><script src="/x.js"></script><script type="text/javascript">b()</script><script type="module">c()</script><script data-src="/y.js">d()</script>`;
    expect(inlineScripts(html)).toEqual(["a()", "b()", "c()", "d()"]);
  });

  it("gives the base64 sha256 of the exact text, as the browser computes it", () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe("withoutNullBytes (React 18 streaming leaves NUL bytes before multi-byte characters)", () => {
  it("removes them and leaves everything else as it is", () => {
    expect(withoutNullBytes("<p>Gesch\0äftskunde \0★</p>")).toBe("<p>Geschäftskunde ★</p>");
    const clean = "<p>Geschäftskunde</p>";
    expect(withoutNullBytes(clean)).toBe(clean);
  });
});
