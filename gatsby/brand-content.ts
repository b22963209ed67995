import crypto from "crypto";
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { site } from "../src/model/collections";
import { objectSchema } from "../src/model/zod";
import { brandContrastProblem } from "../src/styles/brand-contrast";
import { LOGO_HEIGHT } from "../src/styles/brand";
import type { ContentIssue } from "../src/checks/issues";
import { adminPath } from "../src/checks/admin-path";

/**
 * The owner's brand from content/site/site.yaml → brand (src/styles/brand.ts): read when Gatsby
 * loads its configuration and built into every bundle as GATSBY_BRAND_* variables; the logo is
 * copied into public/brand/ under a name that changes with its content. `npm run check:content`
 * checks the contrast of every pair the site draws (BRAND_PAIRS, WCAG AA).
 */

type Brand = { accent: string; highlight: string; logo?: string | null };

/** The brand group of site.yaml below `contentDir`, if it is there and the model accepts it. */
export function brandOf(contentDir: string): Brand | undefined {
  let data: unknown;
  try {
    data = yaml.load(fs.readFileSync(path.join(contentDir, "site/site.yaml"), "utf8"));
  } catch {
    return undefined;
  }
  const brand = (data as { brand?: unknown } | undefined)?.brand;
  const result = objectSchema(site.fields.brand.fields).safeParse(brand);
  return result.success ? (result.data as Brand) : undefined;
}

/** Width and height of an SVG (its width/height or viewBox) or a PNG (its header). */
export function imageSize(file: string): { width: number; height: number } | undefined {
  const data = fs.readFileSync(file);
  if (file.toLowerCase().endsWith(".png"))
    return data.length > 24 ? { width: data.readUInt32BE(16), height: data.readUInt32BE(20) } : undefined;
  const svg = data.toString("utf8");
  const attr = (name: string) => Number(svg.match(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)(?:px)?"`))?.[1]);
  const box = svg.match(/<svg[^>]*\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/);
  const width = attr("width") || Number(box?.[1]);
  const height = attr("height") || Number(box?.[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The logo as the site serves it: its file, its address in public/ and its size in the header. */
export function logoOf(contentDir: string, brand = brandOf(contentDir)) {
  if (!brand?.logo || !/\.(?:svg|png)$/i.test(brand.logo)) return undefined;
  const file = path.join(contentDir, "site", brand.logo);
  if (!fs.existsSync(file)) return undefined;
  const size = imageSize(file);
  if (!size) return undefined;
  const hash = crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex").slice(0, 10);
  return {
    file,
    src: `/brand/logo-${hash}${path.extname(file).toLowerCase()}`,
    width: Math.round((size.width / size.height) * LOGO_HEIGHT),
  };
}

/** The GATSBY_BRAND_* variables for the bundles (empty: the site's own colours and mark). */
export function brandEnvironment(contentDir: string): Record<string, string> {
  const brand = brandOf(contentDir);
  if (!brand) return {};
  const logo = logoOf(contentDir, brand);
  return {
    GATSBY_BRAND_ACCENT: brand.accent,
    GATSBY_BRAND_HIGHLIGHT: brand.highlight,
    ...(logo ? { GATSBY_BRAND_LOGO: logo.src, GATSBY_BRAND_LOGO_WIDTH: String(logo.width) } : {}),
  };
}

/** The colour variables of the bundles and the field of site.yaml → brand each one holds. */
const COLOUR_VARIABLES = { GATSBY_BRAND_ACCENT: "accent", GATSBY_BRAND_HIGHLIGHT: "highlight" } as const;

type DefinePlugin = {
  definitions: Record<string, unknown>;
  constructor: {
    new (definitions: Record<string, unknown>): DefinePlugin;
    runtimeValue(fn: () => string, options: { fileDependencies: string[]; version: () => string }): unknown;
  };
};

/**
 * For `gatsby develop` (the local editor, `npm run cms`): Gatsby builds GATSBY_* variables into the
 * bundle once, when it starts, so a colour saved in /admin would show only after a restart. Here the
 * colour variables become webpack runtime values that depend on site.yaml: saving the file recompiles
 * the module that reads them (src/styles/brand.ts) with the colours read anew, and the page reloads
 * with them. (A new logo still needs a restart: its file is copied to public/ when the site starts.)
 */
export function withLiveBrandColours<C extends { plugins?: unknown[] }>(config: C, contentDir: string): C {
  const define = config.plugins?.find((p) => (p as object | null)?.constructor?.name === "DefinePlugin") as
    DefinePlugin | undefined;
  if (!define) return config;
  const file = path.join(contentDir, "site/site.yaml");
  const live = Object.fromEntries(
    Object.entries(COLOUR_VARIABLES).map(([variable, field]) => {
      const code = () => JSON.stringify(brandOf(contentDir)?.[field] ?? "");
      return [
        `process.env.${variable}`,
        define.constructor.runtimeValue(code, { fileDependencies: [file], version: code }),
      ];
    }),
  );
  const replaced = new define.constructor({ ...define.definitions, ...live });
  return { ...config, plugins: config.plugins!.map((p) => (p === define ? replaced : p)) };
}

/** Copies the logo to public/ (before the build, so `gatsby develop` serves it too). */
export function publishLogo(contentDir: string, publicDir: string): void {
  const logo = logoOf(contentDir);
  if (!logo) return;
  const target = path.join(publicDir, logo.src);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(logo.file, target);
}

/** The field as /admin names it. */
const label = (field: string) => adminPath(site, {}, ["brand", field]);

/** Colour pairs below WCAG AA, and a logo the site cannot show, as check:content errors. */
export function brandIssues(file: string, brand: Brand | undefined, logoMissing: boolean): ContentIssue[] {
  if (!brand) return [];
  const issues: ContentIssue[] = [];
  // The same check and words as /admin's colour picker (src/styles/brand-contrast.ts).
  for (const field of ["accent", "highlight"] as const) {
    const message = brandContrastProblem(field, brand[field]);
    if (message) issues.push({ file, field: label(field), message });
  }
  if (logoMissing)
    issues.push({
      file,
      field: label("logo"),
      message: `„${brand.logo}“ lässt sich nicht zeigen: Es muss eine SVG- oder PNG-Datei neben site.yaml sein (z. B. ./images/logo.svg) mit Breite und Höhe.`,
    });
  return issues;
}

/** The check for `npm run check:content` and every build, on the content below `contentDir`. */
export function brandIssuesForDir(contentDir: string, root = process.cwd()): ContentIssue[] {
  const brand = brandOf(contentDir);
  const file = path.relative(root, path.join(contentDir, "site/site.yaml")).split(path.sep).join("/");
  return brandIssues(file, brand, Boolean(brand?.logo) && !logoOf(contentDir, brand));
}
