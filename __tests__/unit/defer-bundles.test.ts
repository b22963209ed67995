import { deferBundles } from "../../gatsby/defer-bundles";

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><script>window.consent=1</script></head><body><div id="___gatsby"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>${scripts}</body></html>`;

describe("deferBundles (bundles start after the first paint)", () => {
  const bundles = `<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async=""></script>`;

  it("replaces the async bundle tags by one inline loader that names them in order", () => {
    const out = deferBundles(page(bundles));
    expect(out).not.toMatch(/<script src=/);
    const loaders = out.match(/<script>\(function\(\)\{var s=(\[[^\]]*\])/g) ?? [];
    expect(loaders).toHaveLength(1);
    expect(JSON.parse(/var s=(\[[^\]]*\])/.exec(out)![1])).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("puts the loader where the bundles were and leaves every other script alone", () => {
    const out = deferBundles(page(bundles));
    expect(out.indexOf("gatsby-script-loader")).toBeLessThan(out.indexOf("var s="));
    expect(out).toContain("<script>window.consent=1</script>");
    expect(out.endsWith("</script></body></html>")).toBe(true);
  });

  it("also recognises the attribute without a value", () => {
    const out = deferBundles(page(`<script src="/app-3.js" async></script>`));
    expect(out).toContain('var s=["/app-3.js"]');
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
