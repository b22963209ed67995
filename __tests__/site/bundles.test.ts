import fs from "fs";
import path from "path";
import { PUBLIC_DIR } from "../support/built-site";

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
