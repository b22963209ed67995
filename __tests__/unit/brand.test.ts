import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { brandEnvironment, brandIssuesForDir, imageSize } from "../../gatsby/brand-content";
import { validateContentDir } from "../../src/checks/validate";
import { contrastRatio, mixColours, withAlpha } from "../../src/styles/colour";
import { BRAND_PAIRS } from "../../src/styles/theme";
import { DEFAULT_BRAND } from "../../src/styles/brand";

const root = path.resolve(__dirname, "../..");
const SITE = yaml.load(fs.readFileSync(path.join(root, "content/site/site.yaml"), "utf8")) as Record<string, unknown>;

/** A content folder with only site.yaml, its brand group replaced, and the files given. */
function withBrand<T>(brand: Record<string, unknown>, files: Record<string, string>, use: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-"));
  try {
    fs.mkdirSync(path.join(dir, "site/images"), { recursive: true });
    fs.writeFileSync(path.join(dir, "site/site.yaml"), yaml.dump({ ...SITE, brand }));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, "site", name), text);
    return use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Loads the styles (and what is given) as a build with these GATSBY_BRAND_* variables would. */
function withEnvironment<T>(env: Record<string, string>, load: () => T): T {
  const before = { ...process.env };
  Object.assign(process.env, env);
  try {
    let result: T | undefined;
    jest.isolateModules(() => {
      result = load();
    });
    return result!;
  } finally {
    for (const key of Object.keys(env)) delete process.env[key];
    Object.assign(process.env, before);
  }
}

describe("brand colours and logo from content", () => {
  it("computes WCAG contrast, mixes and adds transparency", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(mixColours("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(withAlpha("#ffb020", 0.4)).toBe("rgba(255, 176, 32, 0.4)");
  });

  it("the shipped colours pass the contrast check", () => {
    const brand = SITE.brand as { accent: string; highlight: string };
    for (const pair of BRAND_PAIRS) expect(contrastRatio(brand[pair.field], pair.against)).toBeGreaterThanOrEqual(4.5);
    expect(brandIssuesForDir(path.join(root, "content"), root)).toEqual([]);
  });

  it("a colour pair below WCAG AA fails check:content, naming the field as /admin does", () => {
    withBrand({ accent: "#3b2a6b", highlight: "#ffd0e0" }, {}, (dir) => {
      const issues = brandIssuesForDir(dir, dir);
      expect(issues.map((i) => i.field)).toEqual(
        expect.arrayContaining([
          "Firmendaten, Pakete & FAQ → Firmendaten & Startseite → Farben und Logo → Akzentfarbe",
          "Firmendaten, Pakete & FAQ → Firmendaten & Startseite → Farben und Logo → Zweite Farbe",
        ]),
      );
      const accent = issues.find((i) => i.field!.endsWith("Akzentfarbe"))!;
      expect(accent.message).toMatch(/„#3b2a6b“ .* Kontrast 1,\d+ : 1, nötig sind mindestens 4,5 : 1 .* hellere Farbe/);
      expect(issues.find((i) => i.field!.endsWith("Zweite Farbe"))!.message).toMatch(/dunklere Farbe/);
      expect(issues.every((i) => i.file === "site/site.yaml")).toBe(true);
    });
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "brand-content-"));
    try {
      fs.cpSync(path.join(root, "content"), copy, { recursive: true });
      fs.writeFileSync(
        path.join(copy, "site/site.yaml"),
        yaml.dump({ ...SITE, brand: { accent: "#3b2a6b", highlight: "#c2185b" } }),
      );
      expect(validateContentDir(copy, copy)).toEqual([
        expect.objectContaining({ field: expect.stringMatching(/Akzentfarbe$/) }),
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it("builds the colours and the logo into the bundles, the logo sized to its aspect ratio", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100"/></svg>';
    withBrand(
      { accent: "#44ccff", highlight: "#8e1548", logo: "./images/logo.svg" },
      { "images/logo.svg": svg },
      (dir) => {
        expect(imageSize(path.join(dir, "site/images/logo.svg"))).toEqual({ width: 200, height: 100 });
        const env = brandEnvironment(dir);
        expect(env).toEqual({
          GATSBY_BRAND_ACCENT: "#44ccff",
          GATSBY_BRAND_HIGHLIGHT: "#8e1548",
          GATSBY_BRAND_LOGO: expect.stringMatching(/^\/brand\/logo-[0-9a-f]{10}\.svg$/),
          GATSBY_BRAND_LOGO_WIDTH: "68",
        });
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy, loaded with these variables
        const { theme } = withEnvironment(env, () => require("../../src/styles/theme"));
        expect(theme.colors.accent).toBe("#44ccff");
        expect(theme.colors.highlight).toBe("#8e1548");
        expect(theme.colors.accentHover).toBe(mixColours("#44ccff", "#ffffff", 0.25));
        expect(theme.shadows.glow).toContain("rgba(68, 204, 255, 0.4)");
        expect(theme.tint(0.14)).toBe("rgba(68, 204, 255, 0.14)");
      },
    );
    withBrand({ accent: "#ffb020", highlight: "#c2185b", logo: "./images/logo.svg" }, {}, (dir) => {
      expect(brandIssuesForDir(dir, dir)).toEqual([expect.objectContaining({ field: expect.stringMatching(/Logo$/) })]);
    });
  });

  it("no style hard-codes the default accent: tints and glows follow the owner's colour (theme.tint)", () => {
    const amber = DEFAULT_BRAND.accent
      .slice(1)
      .match(/../g)!
      .map((h) => parseInt(h, 16))
      .join(",\\s*");
    const hardCoded = new RegExp(`${DEFAULT_BRAND.accent}|rgba?\\(\\s*${amber}\\b`, "i");
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
        );
    const styles = files(path.join(root, "src")).filter(
      (f) => !/src\/(styles\/brand|model\/collections\/site)\.ts$/.test(f) && !f.endsWith("gatsby-types.d.ts"),
    );
    expect(styles.length).toBeGreaterThan(50);
    expect(styles.filter((f) => hardCoded.test(fs.readFileSync(f, "utf8"))).map((f) => path.relative(root, f))).toEqual(
      [],
    );
  });
});
