/**
 * @jest-environment node
 */
// Issue 41, finding 8: editor links that leave the site and media ids that name another host.
// The inline-link pattern accepts only a single leading "/"; the content check names file and field.
import fs from "fs";
import path from "path";
import { formatIssue, readContentFiles, validateFiles, type ContentFile } from "../../src/checks/validate";
import { inlineParts, linkTargets, plainText } from "../../src/lib/inline-links";
import { watchUrl } from "../../src/lib/external-media";

const root = path.resolve(__dirname, "../..");
const exists = (p: string) => fs.existsSync(path.resolve(root, p));
const baseline = (): ContentFile[] => readContentFiles(path.join(root, "content"), root);
const messages = (files: ContentFile[]) => validateFiles(files, exists).map(formatIssue);

/** The real content with the first file matching `pick` changed. */
function breakFirst(pick: (f: ContentFile) => boolean, change: (text: string) => string) {
  const files = baseline();
  const target = files.find(pick);
  if (!target) throw new Error("no fixture file");
  const changed = change(target.text);
  if (changed === target.text) throw new Error(`the fixture change did not apply to ${target.path}`);
  return { file: target.path, files: files.map((f) => (f === target ? { ...f, text: changed } : f)) };
}

describe("inline links: only a single leading / is site-internal", () => {
  it.each(["[x](//evil.example)", "[y](/\\evil.example)", "[z](/\\/evil.example)", "[w](/a\\b)", "[v](/blog#%)"])(
    "%s stays text",
    (text) => {
      expect(inlineParts(`Vorher ${text} nachher`).every((part) => part.to === undefined)).toBe(true);
      expect(linkTargets(text)).toEqual([]);
      expect(plainText(text)).toBe(text);
    },
  );

  it("still links /kontakt and /blog#anker", () => {
    expect(linkTargets("[a](/kontakt) und [b](/blog#anker)")).toEqual(["/kontakt", "/blog#anker"]);
  });
});

describe("content check: links and media ids that leave the site", () => {
  it("accepts the content as committed", () => {
    expect(messages(baseline())).toEqual([]);
  });

  it.each(["//evil.example/x", "/\\evil.example/x", "/blog#%"])(
    "names file and field of a YAML text linking to %s",
    (target) => {
      const { file, files } = breakFirst(
        (f) => f.path.endsWith(".yaml") && f.text.includes("](/"),
        (text) => text.replace("](/", `](${target.replace(/\\/g, "\\\\")}`),
      );
      const found = messages(files);
      expect(found).toHaveLength(1);
      expect(found[0]).toContain(file);
      expect(found[0]).toMatch(/Feld „[^“]+“/);
      expect(found[0]).toContain("genau einem „/“");
    },
  );

  it("names file and line of an article body linking to //evil.example or javascript:", () => {
    const { file, files } = breakFirst(
      (f) => f.path.endsWith(".md") && f.text.split(/^---$/m)[2]?.includes("](/"),
      (text) => `${text}\n[Fremd](//evil.example/phish) und [Code](javascript:alert(1))\n`,
    );
    const lineNumber = files.find((f) => f.path === file)!.text.split("\n").length - 1;
    const found = messages(files);
    expect(found).toHaveLength(2);
    for (const message of found) {
      expect(message).toContain(`${file}, Feld „Text“: Zeile ${lineNumber}:`);
    }
    expect(found.join("\n")).toContain("//evil.example/phish");
    expect(found.join("\n")).toContain("javascript:");
  });

  it("accepts https:// and mailto: links in an article body", () => {
    const { files } = breakFirst(
      (f) => f.path.endsWith(".md"),
      (text) => `${text}\n[Verband](https://www.example.org/) und [Mail](mailto:info@example.de)\n`,
    );
    expect(messages(files)).toEqual([]);
  });

  it.each(["@evil.example/x", "//evil.example/x", "https://evil.example/x", "abc"])(
    "refuses the media id %s, naming file and field",
    (id) => {
      const { file, files } = breakFirst(
        (f) => f.path === "content/site/site.yaml",
        (text) => text.replace(/^(\s+id:) .*$/m, `$1 "${id}"`),
      );
      const found = messages(files);
      expect(found).toHaveLength(1);
      expect(found[0]).toContain(file);
      expect(found[0]).toContain("Feld „media.showreel.id“");
      expect(found[0]).toContain("YouTube-Video-ID");
    },
  );

  it.each(["dQw4w9WgXcQ", "/dj-name/sommer-mix-2026/", "dj-name/sommer-mix"])("accepts the media id %s", (id) => {
    const { files } = breakFirst(
      (f) => f.path === "content/site/site.yaml",
      (text) => text.replace(/^(\s+id:) .*$/m, `$1 "${id}"`),
    );
    expect(messages(files)).toEqual([]);
  });
});

describe("watchUrl: a Mixcloud link always stays on mixcloud.com", () => {
  it.each(["@evil.example/x", "//evil.example/x", "/\\evil.example/x", "/dj/mix/"])("%s", (id) => {
    expect(new URL(watchUrl("mixcloud", id)).host).toBe("www.mixcloud.com");
  });
});
