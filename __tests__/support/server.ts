import http from "http";
import fs from "fs";
import path from "path";
import zlib from "zlib";
import type { AddressInfo } from "net";
import { headersFor, parseHeadersFile } from "./headers";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
  ".txt": "text/plain",
  ".webmanifest": "application/manifest+json",
};

export { parseHeadersFile, headersFor, type HeaderRule } from "./headers";

/**
 * Serves public/ the way a static host does: /kontakt → kontakt.html, unknown paths → 404.html
 * with status 404, and optionally the headers from public/_headers – every rule that matches the
 * request path applies, a header set by two rules arrives joined with ", " (Cloudflare Pages'
 * behaviour, the strictest of the hosts; see ./headers.ts). Unknown paths get 404.html with the
 * headers of the rules that match the requested path, as on the hosts.
 */
export async function serveSite(
  root = path.resolve("public"),
  { withHeaders = false } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const headerRules =
    withHeaders && fs.existsSync(path.join(root, "_headers"))
      ? parseHeadersFile(fs.readFileSync(path.join(root, "_headers"), "utf8"))
      : [];
  // Each file compressed once per server (public/ does not change while it serves): the browser tests
  // load some 350 pages, and compressing the same bundles for each cost the suite CPU it waits for.
  const compressed = new Map<string, Buffer>();
  const gzipped = (file: string): Buffer => {
    if (!compressed.has(file)) compressed.set(file, zlib.gzipSync(fs.readFileSync(file)));
    return compressed.get(file)!;
  };
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const candidates = [urlPath, `${urlPath}.html`, path.join(urlPath, "index.html")];
    let file = candidates
      .map((c) => path.join(root, c))
      .find((f) => f.startsWith(root) && fs.existsSync(f) && fs.statSync(f).isFile());
    let status = 200;
    if (!file) {
      file = path.join(root, "404.html");
      status = 404;
    }
    for (const [name, value] of headersFor(headerRules, urlPath)) res.setHeader(name, value);
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    // Compress text like a real static host does (Lighthouse measures transfer sizes).
    if (/text|javascript|json|xml|svg/.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      res.writeHead(status, { "Content-Type": type, "Content-Encoding": "gzip", Vary: "Accept-Encoding" });
      res.end(gzipped(file));
    } else {
      res.writeHead(status, { "Content-Type": type });
      fs.createReadStream(file).pipe(res);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
