import fs from "fs";
import path from "path";

/**
 * The first launch without a terminal (docs/owner.md „Livegang Schritt für Schritt“): while the go-live
 * check fails and the site has never been live (the imprint still names the example owner), the
 * live build publishes this holding site instead of failing. It holds the editor at /admin – so the
 * owner fills in the missing items in the browser, each save rebuilds – and one page that says the
 * site is not live yet. Every page with the example data is removed; robots.txt and X-Robots-Tag
 * (the build ran as a preview, gatsby/host-files.ts) keep search engines out. Once the check
 * passes, the next build publishes the real site. After that a failing check fails the build and
 * the last good site stays online.
 */

/** What stays in public/: the editor, the files it loads, and the host's headers and robots.txt. */
const KEEP = new Set([
  "admin",
  "icons",
  "static",
  "_headers",
  "robots.txt",
  "manifest.webmanifest",
  "favicon-32x32.png",
]);
const isBundle = (name: string) => /\.(?:js|css|wasm)$/.test(name) || name.endsWith(".LICENSE.txt");

const page = (title: string, missing: number) => `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>Diese Website wird gerade eingerichtet und ist bald hier zu erreichen.</p>
<p>Für den Inhaber: Es fehlen noch ${missing} ${missing === 1 ? "Angabe" : "Angaben"} vor dem Livegang. Sie stehen im Deploy-Log des Hosters unter „Go-live-Prüfung“; ergänzen Sie sie im CMS unter <a href="/admin/">/admin</a>. Nach jedem Speichern wird neu gebaut – sobald alles ausgefüllt ist, geht die Website von selbst online.</p>
</main>
</body>
</html>
`;

/** Turns a built public/ into the holding site. Returns the names it removed. */
export function toHoldingSite(publicDir: string, missing: number): string[] {
  const removed: string[] = [];
  for (const name of fs.readdirSync(publicDir)) {
    if (KEEP.has(name) || isBundle(name)) continue;
    fs.rmSync(path.join(publicDir, name), { recursive: true, force: true });
    removed.push(name);
  }
  const html = page("Noch nicht online", missing);
  fs.writeFileSync(path.join(publicDir, "index.html"), html);
  fs.writeFileSync(path.join(publicDir, "404.html"), html);
  return removed;
}
