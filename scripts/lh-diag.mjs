import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import fs from "fs";
const [base, ...routes] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"] });
for (const r of routes) {
  const { lhr } = await lighthouse(base + r, { port: chrome.port, output: "json", logLevel: "error" });
  fs.writeFileSync(`/tmp/lh/${r.replace(/\//g, "_") || "_"}.json`, JSON.stringify(lhr));
  const a = lhr.audits;
  console.log(r, "perf", lhr.categories.performance.score, "a11y", lhr.categories.accessibility.score, "bp", lhr.categories["best-practices"].score, "seo", lhr.categories.seo.score,
    "FCP", Math.round(a["first-contentful-paint"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "TBT", Math.round(a["total-blocking-time"].numericValue), "CLS", a["cumulative-layout-shift"].numericValue.toFixed(3), "SI", Math.round(a["speed-index"].numericValue), "bench", lhr.environment.benchmarkIndex);
}
await chrome.kill();
