import fs from "fs";
import { MEDIA_FRAME_ORIGINS } from "../src/lib/external-media";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { deferBundlesInPublic } from "./defer-bundles";
import { buildScriptHashes } from "./csp";
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
 * holding site before the first launch sets LAUNCH_PENDING, scripts/launch/holding-site.ts): it may
 * still hold example data (`check:launch --report`), so search engines are kept out of it.
 */
export const isPreviewBuild = (env: NodeJS.ProcessEnv = process.env): boolean =>
  ["deploy-preview", "branch-deploy"].includes(env.CONTEXT ?? "") || env.LAUNCH_PENDING === "1";

/** The editor's folder in public/: the only place that gets the editor's policy. */
export const ADMIN_DIR = "admin";

/** Cloudflare Pages reads at most this many rules and lines of at most 2,000 characters. */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 };

/**
 * Netlify / Cloudflare Pages `_headers`. A request gets the headers of every rule that matches it.
 * The site's policy sits in the catch-all `/*`, so every path gets it – unknown ones and the
 * not-found page included. The editor's policy on `/admin/*` comes later: on Netlify the later rule
 * wins for the same header; Cloudflare Pages would send both and enforce both, so a Cloudflare
 * build (CF_PAGES) first detaches the site's policy there (`! Content-Security-Policy`, a line
 * Netlify does not know).
 * Cache-Control: `/admin/*`, `/static/*`, `/page-data/*` and each hashed bundle – disjoint.
 */
export function headersFile(
  formOrigin: string,
  hashedAssets: readonly string[],
  scriptHashes: readonly string[],
  { preview = false, cloudflare = false }: { preview?: boolean; cloudflare?: boolean } = {},
): string {
  const immutable = "  Cache-Control: public, max-age=31536000, immutable";
  const robots = "  X-Robots-Tag: noindex, nofollow";
  return [
    "# Geschrieben von gatsby/host-files.ts beim Build.",
    "/*",
    "  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
    "  X-Content-Type-Options: nosniff",
    "  X-Frame-Options: DENY",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    `  Content-Security-Policy: ${contentSecurityPolicy(formOrigin, scriptHashes)}`,
    ...(preview ? [robots] : []),
    "# Das CMS: seine eigene Richtlinie ersetzt die der Seite",
    `/${ADMIN_DIR}/*`,
    ...(cloudflare ? ["  ! Content-Security-Policy"] : []),
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

export const robotsTxt = (siteUrl: string, preview = false): string =>
  preview
    ? ["User-agent: *", "Disallow: /", ""].join("\n")
    : ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");

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
  const { hashes: scriptHashes, foreign } = buildScriptHashes(publicDir);
  for (const { file, count } of foreign)
    reporter.warn(
      `${file}: ${count} Inline-Skript(e), die der Build nicht selbst geschrieben hat – die Content-Security-Policy blockiert sie. Steht HTML oder ein Skript in einem Text aus content/?`,
    );
  const preview = isPreviewBuild();
  if (preview)
    reporter.info("Vorschau-Build (CONTEXT): robots.txt und X-Robots-Tag sperren die Seite für Suchmaschinen.");
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl, preview));
  const formOrigin = endpointSource(process.env.GATSBY_ENQUIRY_ENDPOINT);
  const headers = headersFile(formOrigin, hashed, scriptHashes, { preview, cloudflare: Boolean(process.env.CF_PAGES) });
  fs.writeFileSync(path.join(publicDir, "_headers"), headers);
  for (const problem of hostLimitProblems(headers)) reporter.warn(problem);
  reporter.info(
    `robots.txt und _headers geschrieben (${hashed.length} Dateien mit Langzeit-Cache, ${scriptHashes.length} Inline-Skripte per sha256 erlaubt)`,
  );
};
