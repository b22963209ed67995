// Runs Lighthouse (mobile preset = its default) RUNS times on each URL and prints the results as
// JSON ({ [url]: run[] }). One Chromium serves all URLs; its first navigation pays one-off
// browser start-up costs (renderer, font and GPU set-up) that no visitor's running browser pays,
// so one warm-up run is made and discarded before measuring.
// Plain JavaScript on purpose: Lighthouse sends functions into the page, and TypeScript runners
// (tsx/esbuild) add helpers to them that do not exist there.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const [runs, ...urls] = process.argv.slice(2);
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

let chrome;
async function start() {
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: FLAGS });
  await lighthouse(urls[0], { port: chrome.port, output: "json", logLevel: "error" }); // warm-up, discarded
}

function summarise(lhr) {
  return {
    perf: lhr.categories.performance.score ?? 0,
    a11y: lhr.categories.accessibility.score ?? 0,
    bp: lhr.categories["best-practices"].score ?? 0,
    seo: lhr.categories.seo.score ?? 0,
    lcp: lhr.audits["largest-contentful-paint"].numericValue ?? Infinity,
    tbt: lhr.audits["total-blocking-time"].numericValue ?? Infinity,
    cls: lhr.audits["cumulative-layout-shift"].numericValue ?? Infinity,
    failedAudits: Object.values(lhr.categories).flatMap((c) =>
      c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1).map((r) => `${c.id}:${r.id}`),
    ),
  };
}

const results = {};
let last;
await start();
try {
  for (const url of urls) {
    results[url] = [];
    for (let i = 0; i < Number(runs); i++) {
      for (let attempt = 1; ; attempt++) {
        try {
          const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
          results[url].push(summarise(lhr));
          last = lhr;
          break;
        } catch (error) {
          // Chromium occasionally loses its target on this VM: start a fresh one and retry.
          if (attempt >= 3) throw error;
          await chrome.kill();
          await start();
        }
      }
      // Every run's speed figures, so the spread behind each median is on record; benchmarkIndex is
      // Lighthouse's measure of how fast this machine was at that moment (higher = faster).
      const r = results[url].at(-1);
      process.stderr.write(
        `Lighthouse ${i + 1}/${runs}: ${url}  TBT ${Math.round(r.tbt)} ms, LCP ${Math.round(r.lcp)} ms, benchmarkIndex ${Math.round(last.environment.benchmarkIndex)}\n`,
      );
    }
  }
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify(results));
