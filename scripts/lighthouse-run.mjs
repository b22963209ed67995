// Runs Lighthouse (mobile preset = its default) N times on one URL and prints the results as JSON.
// Plain JavaScript on purpose: Lighthouse sends functions into the page, and TypeScript runners
// (tsx/esbuild) add helpers to them that do not exist there.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const [url, runs = "1"] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
});
const results = [];
try {
  for (let i = 0; i < Number(runs); i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    results.push({
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
    });
  }
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify(results));
