// Runs Lighthouse (mobile preset = its default) RUNS times on each URL and prints the results as
// JSON ({ [url]: run[] }). One Chromium serves all URLs; its first navigation pays one-off
// browser start-up costs (renderer, font and GPU set-up) that no visitor's running browser pays,
// so one warm-up run is made and discarded before measuring.
// Host contention: Lighthouse simulates the phone by multiplying the CPU time it observes (4x), so
// when this VM is briefly slowed by its neighbours every task looks twice as long. Lighthouse's own
// CPU benchmark (benchmarkIndex) shows it: ~2200 normally, ~1200 in those spells. A run whose index
// is below CONTENDED of the best index seen in this process measured the host, not the site: it is
// reported, discarded and repeated (at most MAX_REPEATS times, then kept as it is).
// Plain JavaScript on purpose: Lighthouse sends functions into the page, and TypeScript runners
// (tsx/esbuild) add helpers to them that do not exist there.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const [runs, ...urls] = process.argv.slice(2);
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

let chrome;
async function start() {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: FLAGS,
  });
  const warm = await lighthouse(urls[0], { port: chrome.port, output: "json", logLevel: "error" }); // warm-up, discarded
  bestIndex = Math.max(bestIndex, warm?.lhr.environment.benchmarkIndex ?? 0);
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

const CONTENDED = 0.75;
/** LH_MAX_REPEATS: .ci/run sets 1, since CI only reports the speed figures and its time is capped. */
const MAX_REPEATS = Number(process.env.LH_MAX_REPEATS ?? 3);
const PAUSE_MS = 10_000;
let bestIndex = 0;
const discarded = [];
const results = {};
await start();
try {
  for (const url of urls) {
    results[url] = [];
    for (let i = 0; i < Number(runs); i++) {
      let repeats = 0;
      let errors = 0;
      for (;;) {
        try {
          const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
          const index = lhr.environment.benchmarkIndex;
          bestIndex = Math.max(bestIndex, index);
          if (index < CONTENDED * bestIndex && repeats < MAX_REPEATS) {
            repeats++;
            const tbt = Math.round(lhr.audits["total-blocking-time"].numericValue);
            discarded.push({ url, index: Math.round(index), tbt });
            process.stderr.write(
              `Lighthouse ${i + 1}/${runs}: ${url}  verworfen (Host ausgelastet: benchmarkIndex ${Math.round(index)} < ${CONTENDED * 100} % von ${Math.round(bestIndex)}; TBT ${tbt} ms), wiederholt\n`,
            );
            await new Promise((r) => setTimeout(r, PAUSE_MS)); // such spells last tens of seconds
            continue;
          }
          results[url].push(summarise(lhr));
          // Every run's speed figures, so the spread behind each median is on record; benchmarkIndex
          // is Lighthouse's measure of how fast this machine was at that moment (higher = faster).
          const tbt = Math.round(lhr.audits["total-blocking-time"].numericValue);
          const lcp = Math.round(lhr.audits["largest-contentful-paint"].numericValue);
          process.stderr.write(
            `Lighthouse ${i + 1}/${runs}: ${url}  TBT ${tbt} ms, LCP ${lcp} ms, benchmarkIndex ${Math.round(index)}\n`,
          );
          break;
        } catch (error) {
          // Chromium occasionally loses its target on this VM: start a fresh one and retry.
          if (++errors >= 3) throw error;
          await chrome.kill();
          await start();
        }
      }
    }
  }
} finally {
  await chrome.kill();
}
if (discarded.length)
  process.stderr.write(
    `Lighthouse: ${discarded.length} Lauf/Läufe wegen ausgelastetem Host verworfen und wiederholt\n`,
  );
process.stdout.write(JSON.stringify(results));
