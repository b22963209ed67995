import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { deferBundlesInPublic } from "./defer-bundles";
import { inlineScriptHashes } from "./csp";

/** Origin of the form service, which the browser may connect to; empty when none is configured. */
export function endpointOrigin(endpoint: string | undefined): string {
  try {
    return endpoint ? new URL(endpoint).origin : "";
  } catch {
    return "";
  }
}

/**
 * Content-Security-Policy of the public site. No unsafe-eval and no unsafe-inline for scripts:
 * only the site's own files and the inline scripts whose sha256 the build computed (gatsby/csp.ts);
 * connections and form posts only to self and the form service.
 */
export function contentSecurityPolicy(formOrigin: string, scriptHashes: readonly string[]): string {
  const connect = ["'self'", formOrigin].filter(Boolean).join(" ");
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
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Local backend of `npm run cms` (decap-server); only ever used when the editor runs on localhost. */
export const CMS_LOCAL_BACKEND = "http://localhost:8081";

/**
 * Policy of the editor at /admin only. Decap CMS compiles its configuration schema at run time
 * (ajv, which needs 'unsafe-eval') and previews images as blobs; the public pages never get this.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' blob: ${CMS_LOCAL_BACKEND} http://127.0.0.1:8081`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const HASHED_ASSET = /-[0-9a-f]{20}\.(js|css)$/;

/**
 * A build that is only a preview (Netlify's deploy previews and branch deploys set CONTEXT): it may
 * still hold example data (`check:launch --report`), so search engines are kept out of it.
 */
export const isPreviewBuild = (env: NodeJS.ProcessEnv = process.env): boolean => ["deploy-preview", "branch-deploy"].includes(env.CONTEXT ?? "");

/** Netlify / Cloudflare Pages `_headers`: security headers everywhere, long caching for hashed assets. */
export function headersFile(formOrigin: string, hashedAssets: readonly string[], scriptHashes: readonly string[], preview = false): string {
  const immutable = "  Cache-Control: public, max-age=31536000, immutable";
  return [
    "/*",
    `  Content-Security-Policy: ${contentSecurityPolicy(formOrigin, scriptHashes)}`,
    "  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
    "  X-Content-Type-Options: nosniff",
    "  X-Frame-Options: DENY",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ...(preview ? ["  X-Robots-Tag: noindex, nofollow"] : []),
    // A later rule overrides the same header of an earlier one (Netlify): the editor gets its own policy.
    "/admin/*",
    `  Content-Security-Policy: ${adminContentSecurityPolicy()}`,
    "  X-Robots-Tag: noindex, nofollow",
    "  Cache-Control: no-cache",
    "/static/*",
    immutable,
    "/page-data/*",
    "  Cache-Control: public, max-age=0, must-revalidate",
    ...hashedAssets.flatMap((file) => [`/${file}`, immutable]),
    "",
  ].join("\n");
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
  const hashed = fs
    .readdirSync(publicDir)
    .filter((f) => HASHED_ASSET.test(f))
    .sort();
  reporter.info(`Skripte nach dem ersten Rendern laden: ${deferBundlesInPublic(publicDir)} HTML-Dateien`);
  const scriptHashes = inlineScriptHashes(publicDir);
  if (scriptHashes.length > EXPECTED_MAX_INLINE_SCRIPTS) {
    reporter.warn(
      `Content-Security-Policy: ${scriptHashes.length} verschiedene Inline-Skripte (erwartet höchstens ${EXPECTED_MAX_INLINE_SCRIPTS}). Schreibt etwas ein eigenes Skript in jede Seite?`,
    );
  }
  const preview = isPreviewBuild();
  if (preview) reporter.info("Vorschau-Build (CONTEXT): robots.txt und X-Robots-Tag sperren die Seite für Suchmaschinen.");
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl, preview));
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(endpointOrigin(process.env.GATSBY_ENQUIRY_ENDPOINT), hashed, scriptHashes, preview));
  reporter.info(
    `robots.txt und _headers geschrieben (${hashed.length} Dateien mit Langzeit-Cache, ${scriptHashes.length} Inline-Skripte per sha256 erlaubt)`,
  );
};
