import fs from "fs";
import path from "path";
import { PUBLIC_DIR, htmlFiles, routeOf } from "../support/built-site";

/**
 * The editor logs in with GitHub (src/cms/live-backend.ts), not Netlify Identity: neither the site's
 * bundle nor the editor's page carries Identity code any more. (The plugin's Identity redirect in
 * the site bundle was also what webpack warned about on every build: gatsby/webpack.ts.)
 */
const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");

/** The app bundle the start page loads (public/ may still hold older ones from earlier builds). */
const appBundle = () => /\/(app-[0-9a-f]{20}\.js)/.exec(read("index.html"))?.[1];

const IDENTITY_CODE = /netlify-identity|confirmation\|invite\|recovery\|email_change/;

describe("no Netlify Identity", () => {
  it("in the site's app bundle", () => {
    expect(appBundle()).toBeDefined();
    expect(read(appBundle()!)).not.toMatch(IDENTITY_CODE);
  });

  it("on the editor's page", () => {
    expect(read("admin/index.html")).toContain('src="cms.js"');
    expect(read("admin/index.html")).not.toMatch(/netlify-identity/);
  });
});

/**
 * The date check is near the first view of the landing pages: the files it loads must not bring the
 * Preisrechner's code and words along. (Unnamed lazy chunks once shared one name in Gatsby's split
 * of shared modules, and the date check loaded both tools' modules: 3.9 kB more on every city page.)
 */
describe("the date check's code", () => {
  const stats = JSON.parse(read("webpack.stats.json")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const files = (group: string) => (stats.namedChunkGroups[group]?.assets ?? []).map((a) => a.name);

  it("comes in chunks of its own, apart from the Preisrechner's", () => {
    expect(files("date-check").length).toBeGreaterThan(0);
    expect(files("preisrechner").length).toBeGreaterThan(0);
    const shared = files("date-check").filter((f) => files("preisrechner").includes(f));
    // Only modules both tools use may be shared (the date helpers); the Preisrechner's own are not.
    for (const file of shared) expect(read(file)).not.toMatch(/Zusatzstunde/);
    for (const file of files("date-check")) expect(read(file)).not.toMatch(/Zusatzstunde/);
  });
});

/**
 * gatsby/defer-bundles.ts starts Gatsby's bundles after the first paint (LCP on a phone ~1.4 s instead of
 * 2.0–2.3 s). It rewrites the `<script src async>` tags Gatsby writes; should a Gatsby release write them
 * differently, the rewrite would silently do nothing – this test fails instead.
 */
describe("the bundles start after the first paint", () => {
  it.each(htmlFiles().map((file) => [routeOf(file), file]))(
    "%s: one loader, no bundle script of its own",
    (_route, file) => {
      const html = fs.readFileSync(file, "utf8");
      const loaders = html.match(/<script data-src="[^"]*\/app-[0-9a-f]+\.js[^"]*"/g) ?? [];
      expect({ loaders: loaders.length, bundleScripts: html.match(/<script src="[^"]+\.js" async/g) ?? [] }).toEqual({
        loaders: 1,
        bundleScripts: [],
      });
    },
  );
});
