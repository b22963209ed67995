import fs from "fs";
import { htmlFiles, withoutNullBytes } from "./html-files";
import { inlineJson } from "../src/lib/inline-json";

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

/** The id of the JSON block with Gatsby's page path (read by BUNDLE_LOADER). */
export const PAGE_PATH_ID = "gatsby-page-path";

/**
 * The inline loader. Starts the bundles once the browser reports the first contentful paint
 * (PerformanceObserver "paint"), at the first interaction, or 3 s after the load event at the
 * latest (a tab opened in the background never reports a first paint). Its text is the same on
 * every page, so one sha256 in the Content-Security-Policy allows it everywhere (gatsby/csp.ts): the
 * bundle URLs sit in its `data-src`, and Gatsby's page path – which Gatsby sets in an inline script of
 * its own per page – in a JSON data block (`PAGE_PATH_ID`), which the loader reads. That block stays
 * where Gatsby's script was, outside the `_gatsby-scripts` slice: a warm build re-stitches the slice
 * (the bundle tags come back, the loader goes) into pages it does not render again, and the page
 * path must survive that.
 */
export const BUNDLE_LOADER =
  "(function(c){" +
  `var s=c.getAttribute("data-src").split(" "),j=document.getElementById("${PAGE_PATH_ID}"),d=0,ev=["pointerdown","keydown","touchstart","scroll"];` +
  "if(j)try{window.pagePath=JSON.parse(j.textContent)}catch(e){}" +
  'function l(){if(d)return;d=1;ev.forEach(function(e){removeEventListener(e,l,true)});s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}' +
  "function p2(){setTimeout(l,0)}" +
  "ev.forEach(function(e){addEventListener(e,l,{capture:true,passive:true})});" +
  'addEventListener("load",function(){setTimeout(l,3000)});' +
  'try{new PerformanceObserver(function(x,o){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();p2()}}).observe({type:"paint",buffered:true})}' +
  'catch(e){addEventListener("load",function(){requestAnimationFrame(p2)})}' +
  "})(document.currentScript);";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** A page path as JSON that cannot end its <script> block (inlineJson, as every inline JSON of the build). */
const pagePathBlock = (pagePath: string) =>
  `<script type="application/json" id="${PAGE_PATH_ID}">${inlineJson(pagePath)}</script>`;

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
  const pagePath = PAGE_PATH_SCRIPT.exec(stripped);
  if (pagePath) {
    const block = pagePathBlock(JSON.parse(pagePath[1]) as string);
    stripped = stripped.replace(pagePath[0], block);
    first += pagePath.index < first ? block.length - pagePath[0].length : 0;
  }
  const loader = `<script data-src="${escapeAttribute(sources.join(" "))}">${BUNDLE_LOADER}</script>`;
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
