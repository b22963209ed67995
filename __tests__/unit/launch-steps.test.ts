/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { LAUNCH_STEPS } from "../../scripts/launch/steps";
import { adminPath } from "../../src/checks/admin-path";
import { site } from "../../src/model/collections";
import { legal } from "../../src/model/collections/legal";
import { toHoldingSite } from "../../scripts/launch/holding-site";
import { neverLaunched } from "../../scripts/launch/check";
import { isPreviewBuild } from "../../gatsby/host-files";

const root = path.resolve(__dirname, "../..");

describe("names fields as /admin does", () => {
  it("spells group, file, list entries and labels, not keys and indexes", () => {
    const data = yaml.load(fs.readFileSync(path.join(root, "content/legal/legal.yaml"), "utf8")) as {
      privacy: { sections: { heading?: string }[] };
    };
    const heading = data.privacy.sections[7].heading;
    expect(adminPath(legal, data, ["privacy", "sections", 7, "text"])).toBe(
      `Seitentexte → Impressum & Datenschutz → Datenschutzerklärung → Abschnitte → Eintrag 8${heading ? ` („${heading}“)` : ""} → Text`,
    );
    expect(adminPath(site, {}, ["phone"])).toBe(
      "Firmendaten, Pakete & FAQ → Firmendaten & Startseite → Telefon (Anzeige)",
    );
  });
});

describe("the owner's checklist (docs/owner.md) and check:launch", () => {
  it("list the same steps in the same order", () => {
    const ownerDoc = fs.readFileSync(path.join(root, "docs/owner.md"), "utf8");
    const section = ownerDoc.split(/^## /m).find((s) => s.startsWith("Vor dem Livegang"));
    expect(section).toBeDefined();
    const titles = [...section!.matchAll(/^(\d+)\. \*\*([^*]+?):?\*\*/gm)].map((m) => `${m[1]}. ${m[2]}`);
    expect(titles).toEqual(LAUNCH_STEPS.map((step, i) => `${i + 1}. ${step.title}`));
  });
});

describe("the first launch: a holding site with /admin until the check passes", () => {
  it("keeps the editor and removes every page with the example data", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "holding-"));
    try {
      const write = (name: string, text = "Max Mustermann") => {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), text);
      };
      for (const name of [
        "index.html",
        "impressum/index.html",
        "page-data/app-data.json",
        "sitemap-index.xml",
        "rss.xml",
        "_gatsby/slices/x.html",
      ])
        write(name);
      for (const name of ["admin/index.html", "admin/cms.js", "app-0123456789abcdef0123.js", "_headers", "robots.txt"])
        write(name, "kept");
      toHoldingSite(dir, 7);
      const left = fs.readdirSync(dir, { recursive: true }).map(String).sort();
      expect(left).toEqual([
        "404.html",
        "_headers",
        "admin",
        "admin/cms.js",
        "admin/index.html",
        "app-0123456789abcdef0123.js",
        "index.html",
        "robots.txt",
      ]);
      const home = fs.readFileSync(path.join(dir, "index.html"), "utf8");
      expect(home).toMatch(/Noch nicht online/);
      expect(home).toMatch(/7 Angaben/);
      expect(home).toContain('href="/admin/"');
      expect(home).not.toMatch(/Mustermann/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is built only before the first launch, and kept out of search engines", () => {
    expect(neverLaunched(path.join(root, "content"), root)).toBe(
      /Muster/.test(fs.readFileSync(path.join(root, "content/site/site.yaml"), "utf8").match(/^ownerName:.*$/m)![0]),
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launched-"));
    try {
      fs.cpSync(path.join(root, "content"), dir, { recursive: true });
      const file = path.join(dir, "site/site.yaml");
      const data = yaml.load(fs.readFileSync(file, "utf8")) as Record<string, string>;
      fs.writeFileSync(
        file,
        yaml.dump({
          ...data,
          ownerName: "Jan Petersen",
          businessName: "DJ Jan Petersen",
          street: "Bahrenfelder Straße 148",
        }),
      );
      expect(neverLaunched(dir, dir)).toBe(false);
      fs.writeFileSync(file, yaml.dump({ ...data, ownerName: "Max Mustermann" }));
      expect(neverLaunched(dir, dir)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(isPreviewBuild({ LAUNCH_PENDING: "1" })).toBe(true);
    expect(isPreviewBuild({})).toBe(false);
  });
});
