import { chromium } from "playwright-core";
const [url] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(3000);
const { profile } = await cdp.send("Profiler.stop");
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
const rendererPid = traceEvents.find((e) => e.name === "ParseHTML")?.pid;
const nav = traceEvents.find((e) => e.name === "navigationStart")?.ts;
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
const samples = []; let t = profile.startTime; profile.samples.forEach((id, i) => { t += profile.timeDeltas[i]; samples.push([t, id]); });
const label = (n) => `${n.callFrame.functionName || "(anon)"}@${n.callFrame.url.split("/").pop().slice(0, 22)}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
for (const task of traceEvents.filter((e) => e.name === "RunTask" && e.pid === rendererPid && e.dur > 9000)) {
  const inT = samples.filter(([ts]) => ts >= task.ts && ts <= task.ts + task.dur);
  const incl = new Map();
  for (const [, id] of inT) { const seen = new Set(); let cur = id; while (cur) { const k = label(nodes.get(cur)); if (!seen.has(k)) { incl.set(k, (incl.get(k) || 0) + 1); seen.add(k); } cur = parent.get(cur); } }
  const top = [...incl].filter(([k]) => !k.startsWith("(root)") && !k.startsWith("(program)") && !k.startsWith("(idle)")).sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log(`task @${((task.ts - nav) / 1000).toFixed(0)} ${(task.dur / 1000).toFixed(1)}ms samples ${inT.length}: ${top.map(([k, v]) => `${k} ${(v / 10).toFixed(1)}`).join(" | ")}`);
}
console.log("FCP", ((traceEvents.find((e) => e.name === "firstContentfulPaint")?.ts - nav) / 1000).toFixed(0));
await browser.close();
