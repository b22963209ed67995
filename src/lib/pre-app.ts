import { CONSENT_KEY, DRAFT_KEY } from "./storage-keys";
import { CONSENT_EVENT } from "./consent";
import { inlineJson } from "./inline-json";

export { DRAFT_KEY };

/**
 * The one inline script of the site's own (gatsby-ssr puts it first in <head>; its sha256 goes
 * into the Content-Security-Policy at build time, see gatsby/csp.ts). It makes every control that
 * is on the page before the app has loaded do what it says from the first paint on, and it stays
 * the handler for those controls afterwards, so there is one code path, not two:
 *
 * - `<html data-js>`: JavaScript runs (CSS shows the cookie banner only then: without JavaScript
 *   nothing can be stored, so there is nothing to ask);
 * - `<html data-consent="accepted|declined">` from local storage before the first paint (the
 *   banner stays hidden, the settings button and the dialog's current setting show);
 * - while the banner shows (no choice stored), `<html style="scroll-padding-bottom">` as high as the
 *   banner, kept on resize: what keyboard focus or a scroll into view brings up lands above it;
 * - clicks on `[data-pre]`: `accepted` / `declined` store the cookie choice, mark `<html>`, drop
 *   that padding and dispatch `consentchange` on window (src/lib/consent.ts); `dialog` opens the
 *   modal <dialog> named by aria-controls, `close` closes the dialog it sits in, `copy` copies
 *   `data-url`; any other value (a share network) is a toast the app shows. Toasts are queued in
 *   `window.__preApp` until the app starts; the app then replaces the queue with its own handler;
 * - the enquiry form (`form[data-draft]`): fields are refilled from the saved draft when the page
 *   has been parsed, and typing is saved to the draft until the app takes the form over
 *   (`<html data-app>`), which then keeps the draft itself;
 * - `<html data-field-focus>` while a field or anything in a form of `<main>` has focus: the action bar
 *   steps aside (ActionBar.tsx). An attribute on `<html>` restyles only the bar; the CSS-only way
 *   (`main:has(input:focus, …)`) restyled all of `<main>` on every focus change and every answer shown
 *   in a form (~500 elements, 20–35 ms per tap on a slow phone). Without JavaScript that rule still
 *   applies (`NO_SCRIPT_CSS`, in a `<noscript>`);
 * - a fragment `decodeURI` cannot read (`/#%E0`, `/kontakt#%E0%A4%A` from a mistyped link) gets its
 *   `%` written as `%25`, at load and on every popstate/hashchange before the router hears of it:
 *   Gatsby's scroll handler calls `decodeURI` on the hash, and its URIError would empty the page
 *   (Gatsby issue #26828). A broken Musikplanung link still arrives as one and gets its message.
 *
 * Plain ES5 in a string: it runs before any bundle, in every browser the site supports.
 */

/** Toast actions the inline handler hands to the app (see Toasts.tsx). */
export type PreAppAction = "copied" | "copyFailed" | "instagram" | "threads" | "tiktok";

/* eslint-disable local/no-german-copy -- JavaScript in a string, not copy (the rule reads "getItem" as a word) */
export const PRE_APP_SCRIPT = `(function(w,d){
var h=d.documentElement,C=${inlineJson(CONSENT_KEY)},D=${inlineJson(DRAFT_KEY)},E=${inlineJson(CONSENT_EVENT)};
function hash(){var l=w.location,s=l.hash;if(!s)return;try{decodeURI(s)}catch(e){try{history.replaceState(history.state,"",l.pathname+l.search+s.replace(/%/g,"%25"))}catch(z){}}}
hash();w.addEventListener("popstate",hash);w.addEventListener("hashchange",hash);
function get(k){try{return localStorage.getItem(k)}catch(e){return null}}
function set(k,v){try{v?localStorage.setItem(k,v):localStorage.removeItem(k)}catch(e){}}
function act(a){(w.__preApp=w.__preApp||[]).push(a)}
h.setAttribute("data-js","");
var c=get(C);if(c==="accepted"||c==="declined")h.setAttribute("data-consent",c);
function pad(){var b=!h.hasAttribute("data-consent")&&d.querySelector("[data-consent-banner]"),v=b?b.offsetHeight:0;v?h.style.setProperty("--consent-h",v+16+"px"):h.style.removeProperty("--consent-h")}
if(!h.hasAttribute("data-consent")){d.addEventListener("DOMContentLoaded",pad);w.addEventListener("resize",pad)}
d.addEventListener("click",function(e){
var t=e.target,a,x,u;t=t&&t.closest&&t.closest("[data-pre]");if(!t)return;a=t.getAttribute("data-pre");
if(a==="accepted"||a==="declined"){set(C,a);h.setAttribute("data-consent",a);pad();try{w.dispatchEvent(new CustomEvent(E,{detail:a}))}catch(z){}
x=t.closest("dialog");if(x&&x.open)x.close();return}
if(a==="dialog"){x=d.getElementById(t.getAttribute("aria-controls"));e.preventDefault();if(x&&!x.open)x.showModal();return}
if(a==="close"){x=t.closest("dialog");if(x&&x.open)x.close();return}
if(a==="copy"){u=t.getAttribute("data-url");
var f=function(){var r=false,s=d.createElement("textarea");s.value=u;s.setAttribute("readonly","");s.style.position="fixed";s.style.opacity="0";d.body.appendChild(s);s.select();try{r=d.execCommand("copy")}catch(z){}s.remove();act(r?"copied":"copyFailed")};
try{navigator.clipboard.writeText(u).then(function(){act("copied")},f)}catch(z){f()}return}
act(a)},true);
function form(){return d.querySelector("form[data-draft]")}
function save(e){var f=e.target&&e.target.form,o={},n=0,i,el;if(!f||!f.hasAttribute("data-draft")||h.hasAttribute("data-app"))return;
for(i=0;i<f.elements.length;i++){el=f.elements[i];if(el.name&&el.name.charAt(0)!=="_"&&el.type!=="hidden"&&el.value){o[el.name]=el.value;n++}}
set(D,n?JSON.stringify(o):"")}
d.addEventListener("input",save,true);d.addEventListener("change",save,true);
function focus(e){var t=e.target,m=t&&t.closest&&t.closest("main")&&(t.closest("form")||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));m?h.setAttribute("data-field-focus",""):h.removeAttribute("data-field-focus")}
d.addEventListener("focusin",focus);d.addEventListener("focusout",function(e){if(!e.relatedTarget)h.removeAttribute("data-field-focus")});
d.addEventListener("DOMContentLoaded",function(){var f=form(),o,k,el;if(!f)return;try{o=JSON.parse(get(D)||"{}")}catch(z){return}
for(k in o){el=f.elements.namedItem(k);if(el&&el.type!=="hidden"&&!el.value&&typeof o[k]==="string")el.value=o[k]}});
})(window,document);`.replace(/\n/g, "");
/* eslint-enable local/no-german-copy */

/**
 * Only without JavaScript (gatsby-ssr puts it in a `<noscript>`): the action bar steps aside while a
 * field or form of the page has focus, by CSS. With JavaScript the inline script above does it with
 * `data-field-focus`; this rule would otherwise make the browser restyle all of `<main>` at every tap.
 */
export const NO_SCRIPT_CSS =
  "main:has(input:focus, textarea:focus, select:focus, form:focus-within) [data-action-bar] { visibility: hidden; }";
