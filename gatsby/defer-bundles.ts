import fs from "fs";
import { htmlFiles, withoutNullBytes } from "./html-files";

/**
 * Gatsby ends every page with its bundles as `<script src=… async>` (webpack runtime, framework,
 * app). On a phone those ~90 KB compete with the HTML, the display font and the hero image for
 * bandwidth and run before the first paint. `deferBundles` swaps them for one small inline loader
 * that starts them once the page has painted, or at the visitor's first interaction, whichever
 * comes first. The page is complete server-rendered HTML, so it reads, scrolls and
 * navigates (plain links) before that; the JavaScript then hydrates it.
 */
const BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

/**
 * The inline loader. Starts the bundles once the browser reports the first contentful paint
 * (PerformanceObserver "paint"), at the first interaction, or 3 s after the load event at the
 * latest (a tab opened in the background never reports a first paint). Its text is the same on
 * every page: the bundle URLs (`data-src`) and Gatsby's page path (`data-page-path`, which Gatsby
 * would otherwise set in an inline script of its own per page) sit in attributes, so one sha256
 * in the Content-Security-Policy allows it on every page (see gatsby/csp.ts).
 */
export const BUNDLE_LOADER =
  "(function(c){" +
  'var s=c.getAttribute("data-src").split(" "),p=c.getAttribute("data-page-path"),d=0,ev=["pointerdown","keydown","touchstart","scroll"];' +
  "if(p!==null)window.pagePath=p;" +
  'function l(){if(d)return;d=1;ev.forEach(function(e){removeEventListener(e,l,true)});s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}' +
  "function p2(){setTimeout(l,0)}" +
  "ev.forEach(function(e){addEventListener(e,l,{capture:true,passive:true})});" +
  'addEventListener("load",function(){setTimeout(l,3000)});' +
  'try{new PerformanceObserver(function(x,o){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();p2()}}).observe({type:"paint",buffered:true})}' +
  'catch(e){addEventListener("load",function(){requestAnimationFrame(p2)})}' +
  "})(document.currentScript);";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** Rewrites one built HTML document; returns it unchanged when it has no bundle scripts. */
export function deferBundles(html: string): string {
  const sources: string[] = [];
  let first = -1;
  let stripped = html.replace(BUNDLE_SCRIPT, (_match, src: string, offset: number) => {
    if (first < 0) first = offset;
    sources.push(src);
    return "";
  });
  if (!sources.length) return html;
  let pagePathAttribute = "";
  const pagePath = PAGE_PATH_SCRIPT.exec(stripped);
  if (pagePath) {
    pagePathAttribute = ` data-page-path="${escapeAttribute(JSON.parse(pagePath[1]) as string)}"`;
    stripped = stripped.replace(pagePath[0], "");
    first -= pagePath.index < first ? pagePath[0].length : 0;
  }
  const loader = `<script data-src="${escapeAttribute(sources.join(" "))}"${pagePathAttribute}>${BUNDLE_LOADER}</script>`;
  return `${stripped.slice(0, first)}${loader}${stripped.slice(first)}`;
}

/** Post-build: every public page loads its bundles after the first paint (and loses React's stray NUL bytes). Returns the files changed. */
export function deferBundlesInPublic(publicDir: string): number {
  let changed = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const out = deferBundles(withoutNullBytes(html));
    if (out !== html) {
      fs.writeFileSync(file, out);
      changed++;
    }
  }
  return changed;
}
