import fs from "fs";
import { MEDIA_FRAME_ORIGINS } from "../src/lib/external-media";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { deferBundlesInPublic } from "./defer-bundles";
import { inlineScriptHashes } from "./csp";
import { LIVE_CMS, liveCmsOrigins, type LiveCmsSettings } from "../src/cms/live-backend";

/**
 * The form service's address as a CSP source: origin and full path, so pages may post and connect
 * to this one form and no other on the same service (issue 41: an article's `<form>` to another
 * form id would otherwise pass). Query and fragment are not part of a source; empty when none is
 * configured or the address is not http(s).
 */
export function endpointSource(endpoint: string | undefined): string {
  try {
    const url = new URL(endpoint ?? "");
    if (url.protocol !== "https:" && url.protocol !== "http:") return "";
    // "," and ";" end a source or a directive; CSP matches percent-encoded paths.
    return `${url.origin}${url.pathname.replace(/[,;]/g, encodeURIComponent)}`;
  } catch {
    return "";
  }
}

/**
 * Content-Security-Policy of the public site. No unsafe-eval and no unsafe-inline for scripts:
 * only the site's own files and the inline scripts whose sha256 the build computed (gatsby/csp.ts);
 * connections and form posts only to self and the form service's endpoint (endpointSource).
 */
export function contentSecurityPolicy(formSource: string, scriptHashes: readonly string[]): string {
  const connect = ["'self'", formSource].filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // styled-components injects styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${connect}`,
    // Video and mix players, loaded only after a click or consent (src/lib/external-media.ts).
    ["frame-src", ...MEDIA_FRAME_ORIGINS].join(" "),
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Local backend of `npm run cms` (decap-server); only ever used when the editor runs on localhost. */
export const CMS_LOCAL_BACKEND = "http://localhost:8081";

/**
 * Policy of the editor at /admin only. Decap CMS compiles its configuration schema at run time
 * (ajv, which needs 'unsafe-eval') and previews images as blobs; the public pages never get this.
 * Besides the local backend of `npm run cms` it may talk to what the live login needs – the GitHub
 * API and the OAuth provider of src/cms/live-backend.ts – and show the editors' GitHub avatars.
 */
export function adminContentSecurityPolicy(settings: LiveCmsSettings = LIVE_CMS): string {
  const live = liveCmsOrigins(settings);
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...live.img].join(" "),
    "font-src 'self' data:",
    ["connect-src 'self' blob:", CMS_LOCAL_BACKEND, "http://127.0.0.1:8081", ...live.connect].join(" "),
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const HASHED_ASSET = /-[0-9a-f]{20}\.(js|css)$/;

/** Where gatsby/webpack.ts lists the files the build's browser bundle emitted (in .cache/, never deployed). */
export const EMITTED_ASSETS_FILE = path.join(".cache", "emitted-assets.json");

/**
 * The hashed bundles of this build, each to be cached for a year. Not every hashed file in public/:
 * Gatsby keeps the bundles of earlier builds there, and hosts that cache public/ between builds
 * (Cloudflare Pages' build cache restores Gatsby's .cache and public) would add a rule per old file
 * with every build, past the 100 rules Cloudflare reads. Without the build's list (`emitted` null),
 * every hashed file in public/.
 */
export function hashedAssets(publicNames: readonly string[], emitted: readonly string[] | null): string[] {
  const current = emitted ? new Set(emitted) : null;
  return publicNames.filter((f) => HASHED_ASSET.test(f) && (!current || current.has(f))).sort();
}

function readEmittedAssets(): string[] | null {
  try {
    const list: unknown = JSON.parse(fs.readFileSync(EMITTED_ASSETS_FILE, "utf8"));
    return Array.isArray(list) ? list.map(String) : null;
  } catch {
    return null;
  }
}

/**
 * A build that is only a preview (Netlify's deploy previews and branch deploys set CONTEXT, the
 * holding site before the first launch sets LAUNCH_PENDING, gatsby/launch/holding-site.ts): it may
 * still hold example data (`check:launch --report`), so search engines are kept out of it.
 */
export const isPreviewBuild = (env: NodeJS.ProcessEnv = process.env): boolean =>
  ["deploy-preview", "branch-deploy"].includes(env.CONTEXT ?? "") || env.LAUNCH_PENDING === "1";

/** The editor's folder in public/: the only place that gets the editor's policy. */
export const ADMIN_DIR = "admin";

/**
 * Rule paths that give the site's policy to every file in public/ outside /admin – and to every
 * unknown path that begins like one of them – and never match a path of the editor, neither as
 * Netlify reads them (case-insensitive; `/admin/*` also matches `/admin` and `/adminx`) nor as
 * Cloudflare Pages does (exact). `/*` cannot be used: it matches /admin too, and Cloudflare would
 * then send both policies, joined by a comma, and enforce both. Each top-level name gets its
 * shortest beginning that is not a beginning of "admin": `/b*` for blog, `/ap*` for app-….js.
 * Such beginnings never begin one another, so no path is matched twice.
 */
export function siteRulePaths(topLevelNames: readonly string[]): string[] {
  const prefixes = new Map<string, string>();
  for (const name of topLevelNames) {
    if (name === "_headers" || name === ADMIN_DIR) continue;
    const lower = name.toLowerCase();
    let i = 0;
    while (i < lower.length && lower[i] === ADMIN_DIR[i]) i++;
    if (i === lower.length || i === ADMIN_DIR.length)
      throw new Error(
        `public/${name}: Namen, die wie „${ADMIN_DIR}“ beginnen, liest Netlify als Teil des CMS (/${ADMIN_DIR}/*). Bitte umbenennen.`,
      );
    const prefix = name.slice(0, i + 1);
    const known = prefixes.get(prefix.toLowerCase());
    if (known && known !== prefix)
      throw new Error(
        `public/${name}: „/${prefix}*“ und „/${known}*“ unterscheiden sich nur in Groß-/Kleinschreibung.`,
      );
    prefixes.set(prefix.toLowerCase(), prefix);
  }
  return ["/", ...[...prefixes.values()].sort().map((p) => `/${p}*`)];
}

/** Cloudflare Pages reads at most this many rules and lines of at most 2,000 characters. */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 };

/**
 * Netlify / Cloudflare Pages `_headers`. A request gets the headers of every rule that matches it,
 * and the hosts disagree when two of them set the same header (Netlify: the later wins;
 * Cloudflare: both, joined by a comma). So no path is matched by two rules that set the same
 * header:
 *
 * - `/*`: only headers that are the same everywhere (and X-Robots-Tag in a preview build).
 * - Content-Security-Policy: the site's policy on `/` and one rule per beginning of the top-level
 *   names in public/ (siteRulePaths), the editor's own on `/admin/*`.
 * - X-Robots-Tag: `/admin/*`, or `/*` alone in a preview build (the whole deploy is noindex).
 * - Cache-Control: `/admin/*`, `/static/*`, `/page-data/*` and each hashed bundle – disjoint.
 *
 * Unknown paths that begin like no built name get the not-found page, which carries the site's
 * policy itself (notFoundPolicyMeta).
 */
export function headersFile(
  formOrigin: string,
  hashedAssets: readonly string[],
  scriptHashes: readonly string[],
  topLevelNames: readonly string[],
  preview = false,
): string {
  const immutable = "  Cache-Control: public, max-age=31536000, immutable";
  const robots = "  X-Robots-Tag: noindex, nofollow";
  const sitePolicy = `  Content-Security-Policy: ${contentSecurityPolicy(formOrigin, scriptHashes)}`;
  return [
    "# Geschrieben von gatsby/host-files.ts beim Build. Keine zwei Regeln, die auf denselben Pfad passen,",
    "# setzen denselben Header (Cloudflare Pages würde beide Werte senden).",
    "/*",
    "  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
    "  X-Content-Type-Options: nosniff",
    "  X-Frame-Options: DENY",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ...(preview ? [robots] : []),
    "# Die Seite: Startseite und jeder Anfang eines Namens in public/ außer admin",
    ...siteRulePaths(topLevelNames).flatMap((rulePath) => [rulePath, sitePolicy]),
    "# Das CMS",
    `/${ADMIN_DIR}/*`,
    `  Content-Security-Policy: ${adminContentSecurityPolicy()}`,
    ...(preview ? [] : [robots]),
    "  Cache-Control: no-cache",
    "# Zwischenspeichern",
    "/static/*",
    immutable,
    "/page-data/*",
    "  Cache-Control: public, max-age=0, must-revalidate",
    ...hashedAssets.flatMap((file) => [`/${file}`, immutable]),
    "",
  ].join("\n");
}

/** Problems with Cloudflare Pages' limits, in German; empty when the file fits. */
export function hostLimitProblems(headers: string): string[] {
  const lines = headers.split("\n");
  const rules = lines.filter((l) => l.trim() && !/^\s/.test(l) && !l.startsWith("#")).length;
  const long = lines.filter((l) => l.length > HOST_LIMITS.lineLength).length;
  return [
    ...(rules > HOST_LIMITS.rules
      ? [`_headers hat ${rules} Regeln; Cloudflare Pages liest höchstens ${HOST_LIMITS.rules}.`]
      : []),
    ...(long
      ? [`_headers hat ${long} Zeilen über ${HOST_LIMITS.lineLength} Zeichen; Cloudflare Pages liest sie nicht.`]
      : []),
  ];
}

/**
 * The not-found page is also served for paths no rule names (e.g. /ueber-uns when no built name
 * begins with "u"), where it gets no Content-Security-Policy header: it carries the site's policy
 * as a <meta> element before every style and script of its head. frame-ancestors is left out – browsers ignore
 * it in a <meta> (and say so in the console); X-Frame-Options: DENY from `/*` covers framing.
 */
export function notFoundPolicyMeta(formOrigin: string, scriptHashes: readonly string[]): string {
  const policy = contentSecurityPolicy(formOrigin, scriptHashes)
    .split("; ")
    .filter((d) => !d.startsWith("frame-ancestors"))
    .join("; ");
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
}

/** Puts the policy meta first into the head of each not-found page (404.html, 404/index.html). */
export function addNotFoundPolicy(publicDir: string, meta: string): number {
  let written = 0;
  for (const file of ["404.html", "404/index.html"].map((f) => path.join(publicDir, f))) {
    if (!fs.existsSync(file)) continue;
    // A page Gatsby did not rewrite in an incremental build still has the previous build's meta.
    const html = fs
      .readFileSync(file, "utf8")
      .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, "");
    // After the charset declaration, before any style or script.
    const head = /<head\b[^>]*>(?:<meta charset=[^>]*>)?/i.exec(html);
    if (!head) throw new Error(`${file}: kein <head> für die Content-Security-Policy gefunden`);
    const at = head.index + head[0].length;
    fs.writeFileSync(file, html.slice(0, at) + meta + html.slice(at));
    written++;
  }
  return written;
}

export const robotsTxt = (siteUrl: string, preview = false): string =>
  preview
    ? ["User-agent: *", "Disallow: /", ""].join("\n")
    : ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");

/**
 * More distinct inline scripts than this means something now writes a different inline script
 * into each page: the header would grow with every page. Warn loudly instead of shipping it.
 */
const EXPECTED_MAX_INLINE_SCRIPTS = 8;

/** Rewrites the pages (bundles after the first paint), then writes robots.txt and _headers (CSP hashes of the final HTML). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data!.site.siteMetadata.siteUrl;
  const publicDir = path.resolve("public");
  const hashed = hashedAssets(fs.readdirSync(publicDir), readEmittedAssets());
  reporter.info(`Skripte nach dem ersten Rendern laden: ${deferBundlesInPublic(publicDir)} HTML-Dateien`);
  const scriptHashes = inlineScriptHashes(publicDir);
  if (scriptHashes.length > EXPECTED_MAX_INLINE_SCRIPTS) {
    reporter.warn(
      `Content-Security-Policy: ${scriptHashes.length} verschiedene Inline-Skripte (erwartet höchstens ${EXPECTED_MAX_INLINE_SCRIPTS}). Schreibt etwas ein eigenes Skript in jede Seite?`,
    );
  }
  const preview = isPreviewBuild();
  if (preview)
    reporter.info("Vorschau-Build (CONTEXT): robots.txt und X-Robots-Tag sperren die Seite für Suchmaschinen.");
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl, preview));
  const formOrigin = endpointSource(process.env.GATSBY_ENQUIRY_ENDPOINT);
  const headers = headersFile(formOrigin, hashed, scriptHashes, fs.readdirSync(publicDir), preview);
  fs.writeFileSync(path.join(publicDir, "_headers"), headers);
  for (const problem of hostLimitProblems(headers)) reporter.warn(problem);
  addNotFoundPolicy(publicDir, notFoundPolicyMeta(formOrigin, scriptHashes));
  reporter.info(
    `robots.txt und _headers geschrieben (${hashed.length} Dateien mit Langzeit-Cache, ${scriptHashes.length} Inline-Skripte per sha256 erlaubt)`,
  );
};
